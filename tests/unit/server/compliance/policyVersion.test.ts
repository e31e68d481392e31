import { describe, expect, it } from 'vitest';
import { policyVersion, PRIVACY_POLICY_VERSION } from '../../../../server/compliance/policyVersion';
import { PRIVACY_POLICY } from '../../../../shared/policies/privacy';

describe('the privacy policy version', () => {
  it('is a 16-digit hex digest of the policy the page shows, computed at start', () => {
    expect(PRIVACY_POLICY_VERSION).toMatch(/^[0-9a-f]{16}$/);
    expect(policyVersion(PRIVACY_POLICY)).toBe(PRIVACY_POLICY_VERSION);
  });

  it('changes when a single character of the text changes', () => {
    const [first, ...rest] = PRIVACY_POLICY.sections;
    const edited = { ...PRIVACY_POLICY, sections: [{ ...first!, paragraphs: [`${first!.paragraphs[0]}。`] }, ...rest] };
    expect(policyVersion(edited)).not.toBe(PRIVACY_POLICY_VERSION);
  });

  it('changes when a cookie row of the table changes', () => {
    const sections = PRIVACY_POLICY.sections.map((section) =>
      section.table
        ? { ...section, table: { ...section.table, rows: section.table.rows.map((row) => row.map((cell) => cell.replace('1小时', '2小时'))) } }
        : section,
    );
    expect(policyVersion({ ...PRIVACY_POLICY, sections })).not.toBe(PRIVACY_POLICY_VERSION);
  });
});
