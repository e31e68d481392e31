/**
 * 撤回同意并删除 through a lead's one-time link, against the mock upstream: what the visitor
 * is told, what the upstream is asked to delete, and what is left in the outbox.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendLead } from '../../../../server/leads/leadDelivery';
import { LeadOutbox } from '../../../../server/leads/outbox';
import { createLogger } from '../../../../server/ops/logger';
import { createUpstreams, type Upstreams } from '../../../../server/upstream/pools';
import { API } from '../../../../shared/api';
import { CONSENT_FORM_VERSION, WITHDRAWAL_DAYS, WITHDRAWAL_MESSAGES } from '../../../../shared/consent';
import { DEAD_UPSTREAM, testApp, VALID_INTENT } from '../../../helpers';
import { consentMock, SITE } from './consentMock';

const SUBMIT = `/api${API.intentionSubmit.path}`;
const WITHDRAW = '/api/consent/withdraw';
/** The cooperation page in its withdrawal state, whose form posts to itself. */
const PAGE = '/cooperation.html?withdraw=';
const DAY_MS = 24 * 3600_000;
const CONSENT = { agreed: true, partners: false, followUp: false, formVersion: CONSENT_FORM_VERSION };

let mock: Awaited<ReturnType<typeof consentMock>>;
beforeAll(async () => {
  mock = await consentMock();
});
afterAll(() => mock.close());

/** An outbox on a clock the test moves, and an app in front of it (no withdrawal limit unless given). */
function site(env: Record<string, string> = {}, upstreams: Upstreams = mock.upstreams()) {
  const clock = { now: Date.parse('2026-11-28T10:00:00Z') };
  const outbox = LeadOutbox.inMemory({ send: (lead) => sendLead(upstreams, lead), logger: createLogger('silent'), visitorWaitMs: 5_000, now: () => clock.now });
  const app = testApp({ RATE_LIMIT_WITHDRAWALS_PER_MIN: '0', ...env }, { upstreams, outbox });
  return { app, outbox, clock };
}

let mobiles = 13900000000;
/** A lead with a phone number of its own, so the mock's list tells it apart; its token. */
async function submitLead(app: ReturnType<typeof testApp>) {
  const mobile = String(mobiles++);
  const res = await request(app)
    .post(SUBMIT)
    .send({ ...VALID_INTENT, intentionMobile: mobile, consent: CONSENT })
    .expect(200);
  const token = new URL(res.body.withdrawUrl as string, SITE).searchParams.get('withdraw')!;
  return { mobile, token, queued: res.body.data?.queued === true };
}

const isKept = async (mobile: string) => (await mock.intents()).some((intent) => intent.intentionMobile === mobile);

describe('withdrawing consent through the link', () => {
  it('deletes the lead upstream, where the mock shows the deletion request, and answers 已撤回同意并删除您的信息', async () => {
    const { app } = site();
    const lead = await submitLead(app);
    expect(await isKept(lead.mobile)).toBe(true);
    const res = await request(app).post(WITHDRAW).send({ token: lead.token }).expect(200);
    expect(res.body).toMatchObject({ code: 200, desc: '已撤回同意并删除您的信息' });
    expect(await isKept(lead.mobile)).toBe(false);
    expect((await mock.withdrawals())[0]).toMatchObject({ deleted: 1 });
  });

  it('removes a copy still waiting in the outbox, so it is never delivered', async () => {
    const { app, outbox } = site();
    await mock.fault('fail');
    try {
      const lead = await submitLead(app);
      expect(lead.queued).toBe(true);
      expect(outbox.pendingIds()).toHaveLength(1);
      await request(app).post(WITHDRAW).send({ token: lead.token }).expect(200);
      expect(outbox.pendingIds()).toEqual([]);
      expect((await mock.withdrawals())[0]).toMatchObject({ deleted: 0 });
      await mock.fault(null);
      outbox.kick();
      expect(await isKept(lead.mobile)).toBe(false);
    } finally {
      await mock.fault(null);
    }
  });

  it('refuses a token used once already with a Chinese message, not a 500', async () => {
    const { app } = site();
    const { token } = await submitLead(app);
    await request(app).post(WITHDRAW).send({ token }).expect(200);
    const again = await request(app).post(WITHDRAW).send({ token }).expect(410);
    expect(again.body).toMatchObject({ code: 410, desc: WITHDRAWAL_MESSAGES.used });
  });

  it(`refuses a token ${WITHDRAWAL_DAYS} days after its lead, and keeps the lead`, async () => {
    const { app, clock } = site();
    const lead = await submitLead(app);
    clock.now += WITHDRAWAL_DAYS * DAY_MS;
    const res = await request(app).post(WITHDRAW).send({ token: lead.token }).expect(410);
    expect(res.body).toMatchObject({ code: 410, desc: WITHDRAWAL_MESSAGES.expired });
    expect(await isKept(lead.mobile)).toBe(true);
  });

  it.each([
    ['too short', 'abc'],
    ['10 KB long', 'a'.repeat(10 * 1024)],
    ['a number', 42],
    ['an object', { $ne: null }],
    ['missing', undefined],
  ])('refuses a malformed token (%s) with 400 and a Chinese message', async (_name, token) => {
    const res = await request(app()).post(WITHDRAW).send({ token }).expect(400);
    expect(res.body).toMatchObject({ code: 400, desc: WITHDRAWAL_MESSAGES.malformed });
  });

  it('refuses a well-formed token it never issued with 404 and a Chinese message', async () => {
    const res = await request(app())
      .post(WITHDRAW)
      .send({ token: 'A'.repeat(43) })
      .expect(404);
    expect(res.body).toMatchObject({ code: 404, desc: WITHDRAWAL_MESSAGES.unknown });
  });

  it('answers 503 in Chinese when the upstream cannot take the deletion, and the link then works again', async () => {
    const upstreams = mock.upstreams();
    const { app, outbox } = site({}, upstreams);
    const lead = await submitLead(app);
    const cutOff = testApp(
      { RATE_LIMIT_WITHDRAWALS_PER_MIN: '0' },
      { upstreams: createUpstreams({ api: DEAD_UPSTREAM, ai: DEAD_UPSTREAM, log: DEAD_UPSTREAM }), outbox },
    );
    const failed = await request(cutOff).post(WITHDRAW).send({ token: lead.token }).expect(503);
    expect(failed.body).toMatchObject({ code: 503, desc: WITHDRAWAL_MESSAGES.unavailable });
    expect(await isKept(lead.mobile)).toBe(true);
    await request(app).post(WITHDRAW).send({ token: lead.token }).expect(200);
    expect(await isKept(lead.mobile)).toBe(false);
  });

  it('answers a flood of withdrawals from one client with the 429 envelope, while /healthz still answers', async () => {
    const { app } = site({ RATE_LIMIT_WITHDRAWALS_PER_MIN: '3' });
    for (let i = 0; i < 3; i++)
      await request(app)
        .post(WITHDRAW)
        .send({ token: 'B'.repeat(43) })
        .expect(404);
    const refused = await request(app)
      .post(WITHDRAW)
      .send({ token: 'B'.repeat(43) })
      .expect(429);
    expect(refused.body).toMatchObject({ code: 429, desc: WITHDRAWAL_MESSAGES.tooMany });
    // The page's form counts in the same limit.
    const page = await request(app)
      .post(`${PAGE}B`)
      .type('form')
      .set('Origin', SITE)
      .send({ token: 'B'.repeat(43) });
    expect(page.status).toBe(429);
    expect(page.text).toContain(WITHDRAWAL_MESSAGES.tooMany);
    await request(app).get('/healthz').expect(200);
  });
});

describe('the cooperation page in its withdrawal state', () => {
  it('only asks on a visit (a GET deletes nothing, and no cache keeps it), and deletes when its button posts the token', async () => {
    const { app } = site({ PAGE_CACHE_TTL_MS: '60000' });
    const lead = await submitLead(app);
    const asked = await request(app).get(`${PAGE}${lead.token}`).expect(200);
    expect(asked.text).toContain('确认撤回并删除</button>');
    expect(asked.text).toContain(`name="token" value="${lead.token}"`);
    expect(asked.text).toContain('<title>撤回同意并删除');
    expect(asked.headers['cache-control']).toBe('private, no-store');
    expect(await isKept(lead.mobile)).toBe(true);

    const done = await request(app).post(`${PAGE}${lead.token}`).type('form').set('Origin', SITE).send({ token: lead.token });
    expect(done.status).toBe(200);
    expect(done.text).toContain(WITHDRAWAL_MESSAGES.done);
    expect(done.text).not.toContain('确认撤回并删除</button>');
    expect(await isKept(lead.mobile)).toBe(false);
  });

  it('answers a malformed or 10 KB token with the Chinese page, never a 500', async () => {
    const app = site().app;
    const visit = await request(app)
      .get(`${PAGE}${'x'.repeat(10)}`)
      .expect(200);
    expect(visit.text).toContain(WITHDRAWAL_MESSAGES.malformed);
    expect(visit.text).not.toContain('确认撤回并删除</button>');
    const posted = await request(app)
      .post(`${PAGE}x`)
      .type('form')
      .set('Origin', SITE)
      .send({ token: 'x'.repeat(10 * 1024) });
    expect(posted.status).toBe(400);
    expect(posted.text).toContain(WITHDRAWAL_MESSAGES.malformed);
  });

  it('refuses a post from another site before reading it', async () => {
    const res = await request(site().app)
      .post(`${PAGE}x`)
      .type('form')
      .set('Origin', 'https://evil.example')
      .send({ token: 'A'.repeat(43) });
    expect(res.status).toBe(403);
  });
});

function app() {
  return site().app;
}
