/**
 * 投诉举报 through the JSON call, as the page's script sends it, against the mock upstream:
 * what the visitor is told, what reaches the upstream, and what the log keeps.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockUpstream } from '../../../../mock-upstream/app';
import { contentIds } from '../../../../server/compliance/contentId';
import { createUpstreams, type Upstreams } from '../../../../server/upstream/pools';
import { API } from '../../../../shared/api';
import { COMPLAINT_MESSAGES, COMPLAINT_RECEIVED } from '../../../../shared/complaint';
import { MESSAGES } from '../../../../shared/messages';
import { listen, testApp, TEST_SIGNING_KEY } from '../../../helpers';
import { tempDir } from '../../../mockUpstream';

const SUBMIT = `/api${API.complaintSubmit.path}`;
/** 2026-11-01 08:00 Beijing time: when the answer complained about was made. */
const ISSUED_AT = Date.UTC(2026, 10, 1, 0, 0, 0);
const CONTENT_ID = contentIds(TEST_SIGNING_KEY).issue(ISSUED_AT);
const VALID = {
  category: 'aiContent',
  contentId: CONTENT_ID,
  pageUrl: 'https://www.example.com/product/TTS.html',
  description: 'AI助手回答中关于产品价格的说法与官网不一致，疑似虚假信息。',
  contact: 'zhang.san@example.com',
  agreed: true,
};

let mock: Awaited<ReturnType<typeof listen>>;
let closeMock: () => void;
let upstreams: Upstreams;

beforeAll(async () => {
  const upstream = createMockUpstream({ signingKey: TEST_SIGNING_KEY, dataDir: tempDir(), siteOrigin: 'https://www.example.com', tokenDelayMs: 0 });
  closeMock = () => upstream.close();
  mock = await listen(upstream.app);
  upstreams = createUpstreams({ api: mock.url, ai: mock.url, log: mock.url });
});
afterAll(async () => {
  await upstreams.close();
  await mock.close();
  closeMock();
});

/** What the mock holds, newest first. */
async function complaintsHeld(): Promise<Array<Record<string, unknown>>> {
  const res = await fetch(`${mock.url}/complaints`);
  return ((await res.json()) as { data: { list: Array<Record<string, unknown>> } }).data.list;
}

function captureLogs() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, sink) };
}

const appOn = (env: Record<string, string> = {}, logger?: pino.Logger) => testApp(env, { upstreams, ...(logger ? { logger } : {}) });

describe('a complaint sent by the page', () => {
  it('reaches the upstream with its category, the content id and when that id was issued, and the visitor hears it was received', async () => {
    const res = await request(appOn()).post(SUBMIT).send(VALID);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, desc: COMPLAINT_RECEIVED, data: { id: expect.any(String) } });
    expect(res.headers['cache-control']).toBe('no-store');
    const [held] = await complaintsHeld();
    expect(held).toMatchObject({
      category: 'aiContent',
      contentId: CONTENT_ID,
      contentIssuedAt: new Date(ISSUED_AT).toISOString(),
      pageUrl: VALID.pageUrl,
      description: VALID.description,
      contact: VALID.contact,
      complaintId: res.body.data.id,
    });
    expect(held).not.toHaveProperty('agreed');
  });

  it('reaches the upstream without a content id too, its issue time null', async () => {
    const res = await request(appOn())
      .post(SUBMIT)
      .send({ ...VALID, contentId: '', category: 'illegal' });
    expect(res.status).toBe(200);
    const [held] = await complaintsHeld();
    expect(held).toMatchObject({ category: 'illegal', contentId: '', contentIssuedAt: null, complaintId: res.body.data.id });
  });

  it.each([
    ['made with another key', contentIds('another-site-key').issue(ISSUED_AT)],
    ['well formed, with a tag that was never made', `${CONTENT_ID.slice(0, -4)}${CONTENT_ID.endsWith('0000') ? '1111' : '0000'}`],
  ])('is refused with 400 and the Chinese envelope when its content id was not issued here (%s), and nothing reaches the upstream', async (_case, forged) => {
    const before = (await complaintsHeld()).length;
    const res = await request(appOn())
      .post(SUBMIT)
      .send({ ...VALID, contentId: forged });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, desc: COMPLAINT_MESSAGES.contentIdUnknown });
    expect(await complaintsHeld()).toHaveLength(before);
  });
});

describe('a complaint with bad input', () => {
  const TEN_KB = 'x'.repeat(10 * 1024);
  it.each([
    ['a category that is a number', { category: 1 }, COMPLAINT_MESSAGES.category],
    ['an unknown category', { category: 'constructor' }, COMPLAINT_MESSAGES.category],
    ['a description that is a list', { description: [VALID.description] }, COMPLAINT_MESSAGES.description],
    ['a content id that is a number', { contentId: 123 }, COMPLAINT_MESSAGES.contentId],
    ['a contact that is an object', { contact: { phone: '13912345678' } }, COMPLAINT_MESSAGES.contact],
    ['agreed sent as the string "true"', { agreed: 'true' }, COMPLAINT_MESSAGES.agreed],
    ['no agreement', { agreed: false }, COMPLAINT_MESSAGES.agreed],
    ['a description of 10 KB', { description: TEN_KB }, COMPLAINT_MESSAGES.descriptionTooLong],
    ['a description of 10 KB of Chinese', { description: '举'.repeat(3400) }, COMPLAINT_MESSAGES.descriptionTooLong],
    ['a content id of 10 KB', { contentId: TEN_KB }, COMPLAINT_MESSAGES.contentId],
    ['a page address of 10 KB', { pageUrl: `https://www.example.com/${TEN_KB}` }, COMPLAINT_MESSAGES.pageUrl],
    ['a contact of 10 KB', { contact: `${TEN_KB}@example.com` }, COMPLAINT_MESSAGES.contact],
    ['a page address that is not http', { pageUrl: 'javascript:alert(1)' }, COMPLAINT_MESSAGES.pageUrl],
    ['a description under ten characters', { description: '内容有问题' }, COMPLAINT_MESSAGES.descriptionTooShort],
  ])('answers 400 with the Chinese envelope for %s', async (_case, change, desc) => {
    const res = await request(appOn())
      .post(SUBMIT)
      .send({ ...VALID, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, desc, resultCode: 400, resultMsg: desc });
  });

  it('answers 400 请求格式不正确 for a body that is a list, and 413 请求内容过大 for one over 16 KB', async () => {
    const list = await request(appOn()).post(SUBMIT).send([VALID]);
    expect(list.status).toBe(400);
    expect(list.body).toMatchObject({ code: 400, desc: MESSAGES.malformed });
    const huge = await request(appOn())
      .post(SUBMIT)
      .send({ ...VALID, description: 'x'.repeat(20 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ code: 413, desc: MESSAGES.tooLarge });
  });

  it('answers another method 405 with Allow: POST, never forwarding it', async () => {
    const res = await request(appOn()).get(SUBMIT);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.body).toMatchObject({ code: 405, desc: MESSAGES.methodNotAllowed });
  });
});

describe('a flood of complaints from one client', () => {
  it('is answered 429 with the Chinese envelope past RATE_LIMIT_COMPLAINTS_PER_MIN, while /healthz answers 200', async () => {
    const app = appOn({ RATE_LIMIT_COMPLAINTS_PER_MIN: '2' });
    const statuses: number[] = [];
    let refused: request.Response | undefined;
    for (let i = 0; i < 5; i++) {
      const res = await request(app).post(SUBMIT).send(VALID);
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
    expect(refused!.body).toMatchObject({ code: 429, desc: MESSAGES.tooManyComplaints });
    const health = await request(app).get('/healthz');
    expect(health.status).toBe(200);
  });

  it('counts the leads apart: a client at its complaint limit still sends a lead', async () => {
    const app = appOn({ RATE_LIMIT_COMPLAINTS_PER_MIN: '1', RATE_LIMIT_INTENTS_PER_MIN: '1' });
    await request(app).post(SUBMIT).send(VALID).expect(200);
    await request(app).post(SUBMIT).send(VALID).expect(429);
    const lead = await request(app).post(`/api${API.intentionSubmit.path}`).send({});
    expect(lead.status).not.toBe(429);
  });
});

describe('the log of a complaint', () => {
  it("names its id, its category and whether it cites an answer, never its description or the visitor's contact", async () => {
    const { lines, logger } = captureLogs();
    const res = await request(appOn({}, logger)).post(SUBMIT).send(VALID);
    expect(res.status).toBe(200);
    const received = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.msg === 'complaint received');
    expect(received).toMatchObject({ complaintId: res.body.data.id, category: 'aiContent', withContentId: true });
    const all = lines.join('\n');
    expect(all).not.toContain('虚假信息');
    expect(all).not.toContain(VALID.contact);
  });
});
