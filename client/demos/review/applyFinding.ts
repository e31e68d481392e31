/**
 * 一键采纳: a finding's suggestion written into the text, and the other findings kept true to
 * the new text: those after it move by the change in length, one it overlapped is dropped
 * (its words are gone).
 */
import type { ReviewFinding } from '../../../shared/demos';

export interface Reviewed {
  text: string;
  findings: ReviewFinding[];
}

export function applyFinding({ text, findings }: Reviewed, applied: ReviewFinding): Reviewed {
  const shift = applied.suggestion.length - (applied.end - applied.start);
  return {
    text: text.slice(0, applied.start) + applied.suggestion + text.slice(applied.end),
    findings: findings.flatMap((finding) => {
      if (finding === applied) return [];
      if (finding.end <= applied.start) return [finding];
      if (finding.start >= applied.end) return [{ ...finding, start: finding.start + shift, end: finding.end + shift }];
      return [];
    }),
  };
}

/** The text in runs, each either plain or one finding's words, in order: what the result pane marks. */
export function runsOf({ text, findings }: Reviewed): Array<{ text: string; finding?: ReviewFinding; index?: number }> {
  const runs: Array<{ text: string; finding?: ReviewFinding; index?: number }> = [];
  let at = 0;
  [...findings]
    .map((finding, index) => ({ finding, index }))
    .sort((a, b) => a.finding.start - b.finding.start)
    .forEach(({ finding, index }) => {
      // Overlapping findings: the first one marks the words.
      if (finding.start < at) return;
      if (finding.start > at) runs.push({ text: text.slice(at, finding.start) });
      runs.push({ text: text.slice(finding.start, finding.end), finding, index });
      at = finding.end;
    });
  if (at < text.length) runs.push({ text: text.slice(at) });
  return runs;
}
