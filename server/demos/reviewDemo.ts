/**
 * One 智能审校 run: up to REVIEW_LIMITS.maxChars characters checked here, then the upstream's
 * findings, each checked to point at the words it names (./demoAnswers.ts).
 */
import { REVIEW_LIMITS, type ReviewResult } from '../../shared/demos';
import { isRecord } from '../../shared/isRecord';
import { requestIdOf } from '../ops/requestId';
import { reviewAnswer } from './demoAnswers';
import type { DemoContext, RunOf } from './demoContext';
import { refusal, type DemoOutcome } from './demoOutcome';
import { callDemo, envelopeData, upstreamFailure } from './demoUpstream';

/** Two thousand characters of findings are well under this. */
const MAX_ANSWER_BYTES = 1024 * 1024;

/** What was sent, as the form shows it again: a field sent twice counts as its first value. */
export function reviewRequestOf(body: unknown): { text: string } {
  const raw = isRecord(body) ? body.text : undefined;
  const first = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
  return { text: typeof first === 'string' ? first : '' };
}

export async function runReview(ctx: DemoContext, run: RunOf, { text }: { text: string }): Promise<DemoOutcome<ReviewResult>> {
  if (!text.trim()) return refusal(400, 'reviewEmpty');
  if ([...text].length > REVIEW_LIMITS.maxChars) return refusal(400, 'reviewTooLong');
  const refused = await ctx.limits.review.beforeUpstream(run.req, run.res);
  if (refused) return refusal(429, refused);
  const answer = await callDemo(ctx.caller, 'review', { text }, { requestId: requestIdOf(run.res), maxBytes: MAX_ANSWER_BYTES });
  if (typeof answer === 'string') return upstreamFailure(answer);
  const result = reviewAnswer(envelopeData(answer), text);
  return result ? { ok: true, result } : upstreamFailure('bad_answer');
}
