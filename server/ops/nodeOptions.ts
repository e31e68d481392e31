/**
 * The V8 options the server runs with: the image's NODE_OPTIONS (Dockerfile), `npm start`
 * and the bench's processes (tests/integration/server/deployment.test.ts keeps the copies equal).
 *
 * A loaded server has every connection's request in flight at once: fifty requests each
 * wait for their upstream data or for the core while another page renders, and a page
 * render allocates about 1.7 MB. With V8's default young generation (16 MB semi-spaces) a
 * scavenge comes every eight pages and copies what every waiting request holds, so that
 * state is copied again and again and then promoted to the old generation. Semi-spaces of
 * 64 MB scavenge a third as often: on /docCenter.html at 50 connections (cache off),
 * scavenging fell from about 340 to 230 µs per request and a request's CPU time by 5-10%.
 * React rendering alone, one page at a time, has little alive at a scavenge and gains
 * far less. The price is memory: the young generation's two semi-spaces may grow to
 * 128 MB (32 MB by default), committed only as they are used; 500 open event streams grew
 * the server's RSS by 106-127 MB instead of about 50 (bench figure 4).
 */
export const SERVER_NODE_OPTIONS: readonly string[] = ['--max-semi-space-size=64'];
