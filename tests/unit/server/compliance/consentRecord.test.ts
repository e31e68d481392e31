import { describe, expect, it } from 'vitest';
import { consentedLead, truncatedNetwork } from '../../../../server/compliance/consentRecord';
import { PRIVACY_POLICY_VERSION } from '../../../../server/compliance/policyVersion';
import { CONSENT_FORM_VERSION } from '../../../../shared/consent';
import type { IntentionPayload } from '../../../../shared/validation';

const PAYLOAD: IntentionPayload = {
  version: 'web-1.0',
  intentionType: 3,
  intentionSource: 10033,
  intentionCompany: '星海日报社',
  intentionMobile: '13800138000',
  intentionName: '张编辑',
  intentionScene: '',
};

describe('the client network a consent record keeps', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0/24'],
    ['::ffff:198.51.100.9', '198.51.100.0/24'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
    ['::1', '0:0:0::/48'],
    ['fe80::1%eth0', 'fe80:0:0::/48'],
    ['not an address', null],
    [undefined, null],
  ])('of %s is %s: never the whole address', (ip, network) => {
    expect(truncatedNetwork(ip)).toBe(network);
  });
});

describe('a lead with its consent record', () => {
  it('carries the time, the policy version, the form version, each box as sent and the network', () => {
    const lead = consentedLead(
      PAYLOAD,
      { agreed: true, followUp: true, formVersion: CONSENT_FORM_VERSION },
      '203.0.113.77',
      Date.parse('2026-11-28T10:00:00Z'),
    );
    expect(lead.ok).toBe(true);
    if (!lead.ok) return;
    expect(JSON.parse(lead.body)).toEqual({
      ...PAYLOAD,
      consent: {
        at: '2026-11-28T10:00:00.000Z',
        policyVersion: PRIVACY_POLICY_VERSION,
        formVersion: CONSENT_FORM_VERSION,
        boxes: { agreed: true, partners: null, followUp: true },
        network: '203.0.113.0/24',
      },
    });
    expect(lead.withdrawalToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('gives each lead a token of its own', () => {
    const tokens = new Set(Array.from({ length: 20 }, () => consentedLead(PAYLOAD, undefined, undefined)).map((l) => (l.ok ? l.withdrawalToken : '')));
    expect(tokens.size).toBe(20);
  });
});
