import { describe, expect, it } from 'vitest';
import { validateIntent } from '../../../mock-upstream/intentValidation';
import { INTENTION_LIMITS, validateIntentionPayload } from '../../../shared/validation';

const valid = {
  version: '1.0',
  intentionType: 3,
  intentionSource: 10033,
  intentionCompany: '星海日报社',
  intentionMobile: '13800138000',
  intentionName: '张三',
  intentionScene: '',
};

describe('validateIntent', () => {
  it("applies the site's own rules (shared/validation.ts), limits included", () => {
    const cases = [
      { ...valid, intentionName: ' 张三 ' },
      { ...valid, intentionMobile: '11800138000' },
      { ...valid, intentionName: '' },
      { ...valid, intentionCompany: '字'.repeat(INTENTION_LIMITS.company + 1) },
    ];
    for (const body of cases) {
      const shared = validateIntentionPayload(body);
      expect(validateIntent(body)).toEqual(shared.ok ? { ok: true, intent: shared.payload } : shared);
    }
  });

  it("accepts a logged-in visitor's bare contact record under the tenant's name", () => {
    const check = validateIntent({ intentionType: 3, intentionSource: 10033 }, '星海日报社');
    expect(check.ok && check.intent).toMatchObject({ intentionCompany: '星海日报社', tenantName: '星海日报社', intentionMobile: '' });
  });

  it("refuses a logged-in visitor's bare record by the site's own rules too", () => {
    expect(validateIntent({ intentionType: 3, intentionSource: 10033, version: 'v'.repeat(INTENTION_LIMITS.version + 1) }, '星海日报社')).toEqual({
      ok: false,
      desc: '版本号格式不正确',
    });
  });

  it('refuses a bare contact record from an anonymous visitor', () => {
    expect(validateIntent({ intentionType: 3, intentionSource: 10033 }).ok).toBe(false);
  });
});
