/**
 * The implicit label of each AI answer (《人工智能生成合成内容标识办法》): once an answer has
 * come whole, a content id (./contentId.ts) that the relay sends in the stream's closing event
 * and that this logs, one line per answer, with the model and the time, so a complaint citing
 * the id finds its answer. The line holds nothing else: never the question or the answer (the
 * site has no need to keep them), nor the visitor's address.
 */
import type { Logger } from '../ops/logger';
import { contentIds } from './contentId';

export interface AnswerLabels {
  /** A new answer's content id, logged as it is issued. */
  issue(): string;
}

export interface AnswerLabelOptions {
  /** The ids' key (config.aiSigningKey). */
  secret: string;
  /** The model the chat answers with, as filed (shared/filings.ts chatModelOf). */
  model: string | undefined;
  logger: Logger;
  now?: () => number;
}

export function answerLabels({ secret, model, logger, now = Date.now }: AnswerLabelOptions): AnswerLabels {
  const ids = contentIds(secret);
  return {
    issue() {
      const at = now();
      const contentId = ids.issue(at);
      logger.info({ contentId, model: model ?? null, issuedAt: new Date(at).toISOString() }, 'AI answer labelled');
      return contentId;
    },
  };
}
