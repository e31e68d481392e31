/**
 * Where a visitor files a complaint or 举报 (the footer, the chat's 投诉举报): one page, which
 * takes the AI answer's content id (server/compliance/contentId.ts) from its query so the
 * complaint names the very answer.
 */
export const COMPLAINT_PATH = '/report.html';
export const CONTENT_ID_PARAM = 'contentId';
/** `=1`: the page after a complaint posted without JavaScript was taken (a 303 there, so a reload files nothing twice). */
export const COMPLAINT_SUBMITTED_PARAM = 'submitted';

export function complaintHref(contentId?: string): string {
  return contentId ? `${COMPLAINT_PATH}?${CONTENT_ID_PARAM}=${encodeURIComponent(contentId)}` : COMPLAINT_PATH;
}
