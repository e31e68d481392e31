import { describe, expect, it } from 'vitest';
import { applyFinding, runsOf } from '../../../../../client/demos/review/applyFinding';
import type { ReviewFinding } from '../../../../../shared/demos';

const text = '按装简单，既使在嘈杂环境下,也能准确识别，销量全国第一！';
const at = (original: string, suggestion: string, kind: ReviewFinding['kind'] = 'typo'): ReviewFinding => {
  const start = text.indexOf(original);
  return { kind, start, end: start + original.length, original, suggestion, reason: '示例' };
};
const findings = [at('按装', '安装'), at('既使', '即使'), at(',', '，', 'punctuation'), at('第一', '', 'adLaw')];

describe('一键采纳 in the 智能审校 panel', () => {
  it('writes the suggestion into the text and keeps every later finding on its words', () => {
    const next = applyFinding({ text, findings }, findings[0]!);
    expect(next.text.startsWith('安装简单')).toBe(true);
    expect(next.findings).toHaveLength(3);
    for (const finding of next.findings) expect(next.text.slice(finding.start, finding.end)).toBe(finding.original);
  });

  it('moves the later findings by the change in length, longer or shorter, so each still points at its words', () => {
    for (const suggestion of ['安装起来', '装']) {
      const changed = { ...findings[0]!, suggestion };
      const next = applyFinding({ text, findings: [changed, ...findings.slice(1)] }, changed);
      expect(next.findings).toHaveLength(3);
      for (const finding of next.findings) expect(next.text.slice(finding.start, finding.end)).toBe(finding.original);
    }
  });

  it('moves the later findings back when a sensitive term is deleted, and leaves the earlier ones', () => {
    const deleted = applyFinding({ text, findings }, findings[3]!);
    expect(deleted.text).toBe(text.replace('第一', ''));
    expect(deleted.findings).toEqual(findings.slice(0, 3));
  });

  it('adopts every finding one after another into the text the reviewer meant', () => {
    let reviewed = { text, findings };
    while (reviewed.findings.length) reviewed = applyFinding(reviewed, reviewed.findings[reviewed.findings.length - 1]!);
    expect(reviewed.text).toBe('安装简单，即使在嘈杂环境下，也能准确识别，销量全国！');
  });

  it('drops a finding whose words the adopted one replaced', () => {
    const overlapping = { ...at('装简', '装简'), kind: 'wording' as const };
    expect(applyFinding({ text, findings: [findings[0]!, overlapping] }, findings[0]!).findings).toEqual([]);
  });

  it('marks the text in runs that put it back together, each finding on its own words', () => {
    const runs = runsOf({ text, findings });
    expect(runs.map((run) => run.text).join('')).toBe(text);
    expect(runs.filter((run) => run.finding).map((run) => run.text)).toEqual(['按装', '既使', ',', '第一']);
  });
});
