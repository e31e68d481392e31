/**
 * What the server takes of the upstream's 语音识别 and 智能审校 answers: the shapes of
 * shared/demos.ts, checked field by field (zod, as server/upstream/renderableData.ts checks the
 * pages' data) and stripped of any other field, so an upstream answering garbage is a 502 with
 * DEMO_MESSAGES.upstream, never a panel that breaks on it or a finding pointing past the text.
 */
import { z } from 'zod';
import { ASR_LIMITS, REVIEW_KINDS, REVIEW_LIMITS, type AsrResult, type ReviewKind, type ReviewResult } from '../../shared/demos';

/** More than a minute of speech holds, and more than a page of text could yield: a bound on what is handed on. */
const MAX_SEGMENTS = 200;
const MAX_FINDINGS = REVIEW_LIMITS.maxChars;
const MAX_FIELD_CHARS = 500;

const ms = z
  .number()
  .int()
  .min(0)
  .max(ASR_LIMITS.maxSeconds * 1000 * 2);
const text = z.string().max(MAX_FIELD_CHARS);

const asrResult = z.object({
  format: z.enum(ASR_LIMITS.formats),
  durationMs: ms,
  recognized: z.boolean(),
  segments: z.array(z.object({ startMs: ms, endMs: ms, text }).refine((s) => s.endMs >= s.startMs)).max(MAX_SEGMENTS),
});

const reviewResult = z.object({
  findings: z
    .array(
      z.object({
        kind: z.enum(Object.keys(REVIEW_KINDS) as [ReviewKind, ...ReviewKind[]]),
        start: z.number().int().min(0),
        end: z.number().int().min(0),
        original: text,
        suggestion: text,
        reason: text,
      }),
    )
    .max(MAX_FINDINGS),
});

export function asrAnswer(data: unknown): AsrResult | undefined {
  const checked = asrResult.safeParse(data);
  return checked.success ? checked.data : undefined;
}

/** The findings, each of which must point at the words it names in `sent`. */
export function reviewAnswer(data: unknown, sent: string): ReviewResult | undefined {
  const checked = reviewResult.safeParse(data);
  if (!checked.success) return undefined;
  const placed = checked.data.findings.every((f) => f.end > f.start && sent.slice(f.start, f.end) === f.original);
  return placed ? checked.data : undefined;
}
