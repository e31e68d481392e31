import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { readLeadConsentUnchecked } from '../../../../server/compliance/consentConfig';
import { ConfigError } from '../../../../server/configError';
import { testApp } from '../../../helpers';

const checkbox = (html: string, name: string) => new RegExp(`<input\\b[^>]*\\bname="${name}"[^>]*>`).exec(html)?.[0] ?? '';

describe('LEAD_CONSENT_UNCHECKED', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['1', true],
  ])('read from %j is %s', (raw, unchecked) => {
    expect(readLeadConsentUnchecked({ LEAD_CONSENT_UNCHECKED: raw })).toBe(unchecked);
  });

  it('stops the start on any other value, naming the variable', () => {
    expect(() => readLeadConsentUnchecked({ LEAD_CONSENT_UNCHECKED: 'yes' })).toThrow(ConfigError);
    expect(() => readLeadConsentUnchecked({ LEAD_CONSENT_UNCHECKED: 'yes' })).toThrow(/LEAD_CONSENT_UNCHECKED/);
  });
});

describe('the cooperation page without JavaScript', () => {
  it('shows the agreement checked by default, the two optional consents unchecked, and the notice with its privacy link', async () => {
    const page = await request(testApp()).get('/cooperation.html').expect(200);
    expect(checkbox(page.text, 'agreed')).toContain('checked=""');
    expect(checkbox(page.text, 'partners')).not.toContain('checked');
    expect(checkbox(page.text, 'followUp')).not.toContain('checked');
    expect(page.text).toContain('区域合作伙伴');
    expect(page.text).toContain('电话或短信回访');
    // Right before the submit button: who receives the data, why, how long, the rights, the policy.
    expect(page.text).toMatch(
      /data-consent-notice=""[^>]*>您填写的信息由星海传媒集团接收，仅用于答复本次合作咨询，处理完毕后保存不超过2年；您可随时查阅、更正、删除您的信息或撤回同意，详见<a href="\/agreement\/privacy\.html"[^>]*>《隐私政策》<\/a>。<\/p><button type="submit"/,
    );
  });

  it('shows the agreement unchecked when LEAD_CONSENT_UNCHECKED=1, and hands the setting to the client', async () => {
    const page = await request(testApp({ LEAD_CONSENT_UNCHECKED: '1' }))
      .get('/cooperation.html')
      .expect(200);
    expect(checkbox(page.text, 'agreed')).not.toContain('checked');
    expect(page.text).toContain('"leadConsentUnchecked":true');
  });
});
