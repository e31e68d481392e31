/**
 * Consent-grade leads end to end: the site's /api submit and the cooperation page's plain form
 * against the mock upstream, which keeps what it receives (GET /intents).
 */
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRIVACY_POLICY_VERSION } from '../../../../server/compliance/policyVersion';
import { API } from '../../../../shared/api';
import { CONSENT_FORM_VERSION, CONSENT_MESSAGES } from '../../../../shared/consent';
import { testApp, VALID_INTENT } from '../../../helpers';
import { consentMock, SITE } from './consentMock';

const SUBMIT = `/api${API.intentionSubmit.path}`;

let mock: Awaited<ReturnType<typeof consentMock>>;
const app = () => testApp({ TRUST_PROXY: '1' }, { upstreams: mock.upstreams() });
const keptIntents = () => mock.intents();

beforeAll(async () => {
  mock = await consentMock();
});
afterAll(() => mock.close());

let before: number;
beforeEach(async () => {
  before = (await keptIntents()).length;
});

describe('a lead sent to /api', () => {
  it('is accepted in the old body, as before, and recorded with the boxes it did not send as null', async () => {
    const res = await request(app()).post(SUBMIT).set('X-Forwarded-For', '203.0.113.77').send(VALID_INTENT).expect(200);
    expect(res.body).toMatchObject({ code: 200 });
    const [kept] = await keptIntents();
    expect(kept).toMatchObject({ intentionMobile: VALID_INTENT.intentionMobile });
    expect(kept!.consent).toEqual({
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      policyVersion: PRIVACY_POLICY_VERSION,
      formVersion: null,
      boxes: { agreed: null, partners: null, followUp: null },
      network: '203.0.113.0/24',
    });
  });

  it('reaches the mock with its consent record: the policy hash, each box as sent and the client network truncated to /48', async () => {
    const consent = { agreed: true, partners: true, followUp: false, formVersion: CONSENT_FORM_VERSION };
    const res = await request(app())
      .post(SUBMIT)
      .set('X-Forwarded-For', '2001:db8:85a3:8d3:1319:8a2e:370:7348')
      .send({ ...VALID_INTENT, consent })
      .expect(200);
    expect(res.body.withdrawUrl).toMatch(/^\/cooperation\.html\?withdraw=[A-Za-z0-9_-]{43}$/);
    const [kept] = await keptIntents();
    expect(kept!.consent).toEqual({
      at: expect.any(String),
      policyVersion: PRIVACY_POLICY_VERSION,
      formVersion: CONSENT_FORM_VERSION,
      boxes: { agreed: true, partners: true, followUp: false },
      network: '2001:db8:85a3::/48',
    });
  });

  it('is refused with the Chinese envelope 请同意协议 when it says it did not agree, and nothing reaches the upstream', async () => {
    const res = await request(app())
      .post(SUBMIT)
      .send({ ...VALID_INTENT, consent: { agreed: false } })
      .expect(400);
    expect(res.body).toMatchObject({ code: 400, desc: '请同意协议' });
    expect(await keptIntents()).toHaveLength(before);
  });

  it.each([
    ['a string for the whole field', 'yes'],
    ['a string for a box', { agreed: 'true' }],
    ['a number for a box', { partners: 1 }],
    ['a 10 KB string for a box', { followUp: 'x'.repeat(10 * 1024) }],
    ['a 10 KB form version', { agreed: true, formVersion: 'v'.repeat(10 * 1024) }],
    ['a list', [true, true]],
  ])('is refused with a Chinese envelope for a consent field of the wrong type or size: %s', async (_name, consent) => {
    const res = await request(app())
      .post(SUBMIT)
      .send({ ...VALID_INTENT, consent })
      .expect(400);
    expect([CONSENT_MESSAGES.malformed, CONSENT_MESSAGES.formVersion]).toContain(res.body.desc);
    expect(res.body.code).toBe(400);
    expect(await keptIntents()).toHaveLength(before);
  });
});

describe('a lead sent by the cooperation page without JavaScript', () => {
  const post = (form: Record<string, string>) => request(app()).post('/cooperation.html').type('form').set('Origin', SITE).send(form);
  const LEAD = { mobile: '13912345678', name: '李主任', company: '滨江区融媒体中心', scene: '' };

  it('records each box as the visitor left it: the agreement and only the optional consents they ticked', async () => {
    const res = await post({ ...LEAD, agreed: 'on', followUp: 'on' });
    expect(res.status).toBe(303);
    const [kept] = await keptIntents();
    expect(kept!.consent).toMatchObject({
      policyVersion: PRIVACY_POLICY_VERSION,
      formVersion: CONSENT_FORM_VERSION,
      boxes: { agreed: true, partners: false, followUp: true },
    });
  });

  it('is refused with 请同意协议 beside the box when the agreement is unticked, keeping every field and box', async () => {
    const res = await post({ ...LEAD, scene: '区级融媒体内容审核', partners: 'on' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('请同意协议');
    expect(res.text).toContain('value="滨江区融媒体中心"');
    expect(res.text).toContain('区级融媒体内容审核');
    expect(res.text).toMatch(/<input\b[^>]*\bname="partners"[^>]*\bchecked=""/);
    expect(res.text).not.toMatch(/<input\b[^>]*\bname="followUp"[^>]*\bchecked=""/);
    expect(await keptIntents()).toHaveLength(before);
  });
});
