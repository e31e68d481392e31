import { describe, expect, it } from 'vitest';
import { checkConsent, CONSENT_FORM_VERSION, CONSENT_MESSAGES, consentOf } from '../../../shared/consent';
import { INTENTION_MESSAGES } from '../../../shared/validation';

describe('the consent a lead carries', () => {
  it('is optional: the old body, without it, sent nothing', () => {
    expect(checkConsent(undefined)).toEqual({ ok: true, consent: {} });
  });

  it('keeps the known boxes and the form version only', () => {
    expect(checkConsent({ agreed: true, partners: false, formVersion: 'consent-x', admin: true })).toEqual({
      ok: true,
      consent: { agreed: true, partners: false, formVersion: 'consent-x' },
    });
  });

  it('refuses a lead that says it did not agree with the form’s own message', () => {
    expect(checkConsent({ agreed: false, partners: true })).toEqual({ ok: false, desc: INTENTION_MESSAGES.agreed });
  });

  it.each([null, 'yes', 1, [true], { agreed: 'true' }, { partners: null }, { followUp: 'x'.repeat(10 * 1024) }])('refuses %j as malformed', (value) => {
    expect(checkConsent(value)).toEqual({ ok: false, desc: CONSENT_MESSAGES.malformed });
  });

  it('refuses a form version that is not a short string', () => {
    expect(checkConsent({ formVersion: 'v'.repeat(10 * 1024) })).toEqual({ ok: false, desc: CONSENT_MESSAGES.formVersion });
    expect(checkConsent({ formVersion: 7 })).toEqual({ ok: false, desc: CONSENT_MESSAGES.formVersion });
  });

  it('is sent by the forms with every box as the visitor left it', () => {
    expect(consentOf({ agreed: true, partners: false, followUp: true })).toEqual({
      agreed: true,
      partners: false,
      followUp: true,
      formVersion: CONSENT_FORM_VERSION,
    });
  });
});
