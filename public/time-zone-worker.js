// Answers the browser's IANA time zone for the analytics record (client/analytics/timeZone.ts).
// It runs in a worker because the first Intl.DateTimeFormat of a page loads ICU's data:
// about 20 ms of main-thread time on a desktop, four times that on a phone.
postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone);
