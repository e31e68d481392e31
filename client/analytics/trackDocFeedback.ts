/**
 * A visitor's answer to a document's 本文是否有帮助？ (client/pages/docCenter/DocFeedback.tsx),
 * as one analytics record on the document's page: 有帮助 (up) or 没帮助 (down), and the
 * optional comment of a 没帮助 in a record of its own. Loaded when the visitor answers.
 */
import { currentPageView } from './currentPageView';
import { trackAction } from './trackPageView';

export interface DocFeedback {
  docId: string;
  helpful: boolean;
  /** Only with 没帮助: what the visitor wrote, at most 200 characters. */
  comment?: string;
}

export function trackDocFeedback({ docId, helpful, comment }: DocFeedback): Promise<void> {
  return trackAction(currentPageView(), { type: 'doc_feedback', value: helpful ? 'up' : 'down', docId, ...(comment ? { comment } : {}) });
}
