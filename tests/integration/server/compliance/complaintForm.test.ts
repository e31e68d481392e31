/**
 * POST /report.html: the 投诉举报 page's plain form, for visitors whose JavaScript never runs.
 * Held to the JSON call's rules, limit and outbox; every answer but success is the page with
 * the messages beside the fields and every field as typed.
 */
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMPLAINT_SUBMITTED_LOCATION } from '../../../../server/compliance/complaintForm';
import { contentIds } from '../../../../server/compliance/contentId';
import { createUpstreams } from '../../../../server/upstream/pools';
import { API } from '../../../../shared/api';
import { COMPLAINT_MESSAGES, COMPLAINT_RECEIVED } from '../../../../shared/complaint';
import { MESSAGES } from '../../../../shared/messages';
import { pageSearch } from '../../../../shared/pageQuery';
import { testApp, TEST_SIGNING_KEY } from '../../../helpers';
import { fakeUpstream, json } from '../fakeUpstream';

/** testConfig's SITE_URL: a browser on the site sends it as Origin with every form post. */
const SITE = 'https://www.example.com';
const CONTENT_ID = contentIds(TEST_SIGNING_KEY).issue();
const COMPLAINT = {
  category: 'aiContent',
  contentId: CONTENT_ID,
  pageUrl: 'https://www.example.com/aiCs.html',
  description: 'AI助手把我们单位的名称写错了，并编造了不存在的合作项目。',
  contact: 'office@example.gov.cn',
  agreed: 'on',
};

let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
const upstreamsFor = (url: string) => createUpstreams({ api: url, ai: url, log: url }, 300);

beforeAll(async () => {
  upstream = await fakeUpstream((_req, res) => json(res, 200, { code: 200, desc: '成功', data: { id: 1 } }));
});
afterAll(() => upstream.close());
beforeEach(() => {
  upstream.requests.length = 0;
});

const complaintsSent = () => upstream.requests.filter((r) => r.url.startsWith(API.complaintSubmit.path));

function post(app: ReturnType<typeof testApp>, form: Record<string, string>, origin: string | null = SITE) {
  const call = request(app).post('/report.html').type('form');
  return (origin === null ? call : call.set('Origin', origin)).send(form);
}

/** The control named `name` in the page's form: its value, and the text of the message it is described by. */
function field(html: string, name: string): { value: string; message: string | undefined } {
  const tag = new RegExp(`<(input|textarea)\\b[^>]*\\bname="${name}"[^>]*>`).exec(html);
  if (!tag) throw new Error(`no field named ${name}`);
  const value =
    tag[1] === 'textarea' ? html.slice(tag.index + tag[0].length, html.indexOf('</textarea>', tag.index)) : (/\bvalue="([^"]*)"/.exec(tag[0])?.[1] ?? '');
  const describedBy = /\baria-describedby="([^"]+)"/.exec(tag[0])?.[1]?.split(' ')[0];
  const message = describedBy ? new RegExp(`id="${describedBy}"[^>]*>([^<]*)<`).exec(html)?.[1] : undefined;
  return { value, message };
}

/** The radio button of the category chosen, if any. */
const checkedCategory = (html: string) =>
  /<input\b[^>]*\bname="category"[^>]*>/g
    [Symbol.match](html)
    ?.find((tag) => /\bchecked=""/.test(tag))
    ?.match(/value="(\w+)"/)?.[1];

describe('the 投诉举报 page', () => {
  it('is a page of the site that says what may be reported, the channels and how fast we answer, with a plain form posting to itself', async () => {
    const res = await request(testApp()).get('/report.html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>投诉举报_违法和不良信息举报');
    expect(res.text).toMatch(/<form\b[^>]*\baction="\/report\.html"[^>]*\bmethod="post"/);
    for (const label of ['违法和不良信息', 'AI生成内容问题', '侵权', '个人信息问题', '其他']) expect(res.text).toContain(label);
    expect(res.text).toContain('jubao@example.com');
    expect(res.text).toContain('010-00000000');
    expect(res.text).toContain('（示例）');
    expect(res.text).toContain('href="https://www.12377.cn/"');
    expect(res.text).toContain('我们将在15个工作日内处理并反馈');
    expect(res.text).toMatch(/<input\b[^>]*\bname="agreed"[^>]*\bchecked=""/);
  });

  it('is one page for every content id in its address: the id is filled in by the script, not the cache key', () => {
    expect(pageSearch('report', `?contentId=${CONTENT_ID}`)).toBe('');
    expect(pageSearch('report', '?submitted=1&utm_source=x')).toBe('?submitted=1');
    expect(pageSearch('report', '?submitted=yes')).toBe('');
  });

  it('is linked from the footer of every page, and listed in sitemap.xml', async () => {
    const app = testApp();
    const home = await request(app).get('/');
    expect(home.text).toMatch(/<footer[\s\S]*<a[^>]*href="\/report\.html"[^>]*>投诉举报<\/a>[\s\S]*<\/footer>/);
    const sitemap = await request(app).get('/sitemap.xml');
    expect(sitemap.text).toContain('<loc>https://www.example.com/report.html</loc>');
  });
});

describe('a complaint posted without JavaScript', () => {
  it('is forwarded with its content id and category, then redirected to the thank-you page', async () => {
    const app = testApp({}, { upstreams: upstreamsFor(upstream.url) });
    const res = await post(app, COMPLAINT);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(COMPLAINT_SUBMITTED_LOCATION);
    expect(complaintsSent()).toHaveLength(1);
    expect(JSON.parse(complaintsSent()[0]!.body)).toMatchObject({ category: 'aiContent', contentId: CONTENT_ID, description: COMPLAINT.description });
    const thanks = await request(app).get(COMPLAINT_SUBMITTED_LOCATION);
    expect(thanks.text).toContain(COMPLAINT_RECEIVED);
  });

  it('comes back as the page with each message beside its field and every field as typed', async () => {
    const app = testApp({}, { upstreams: upstreamsFor(upstream.url) });
    const sent = { category: '', contentId: 'not-an-id', pageUrl: 'ftp://x', description: '太短了', contact: '12345', agreed: '' };
    const { agreed: _agreed, ...typed } = sent;
    const res = await post(app, typed);
    expect(res.status).toBe(400);
    expect(field(res.text, 'contentId')).toEqual({ value: 'not-an-id', message: COMPLAINT_MESSAGES.contentId });
    expect(field(res.text, 'pageUrl')).toEqual({ value: 'ftp://x', message: COMPLAINT_MESSAGES.pageUrl });
    expect(field(res.text, 'description')).toEqual({ value: '太短了', message: COMPLAINT_MESSAGES.descriptionTooShort });
    expect(field(res.text, 'contact')).toEqual({ value: '12345', message: COMPLAINT_MESSAGES.contact });
    expect(res.text).toContain(COMPLAINT_MESSAGES.category);
    expect(res.text).toContain(COMPLAINT_MESSAGES.agreed);
    expect(complaintsSent()).toHaveLength(0);
  });

  it('keeps every field and says 未找到该内容编号 beside the content id when this server never issued it', async () => {
    const app = testApp({}, { upstreams: upstreamsFor(upstream.url) });
    const forged = contentIds('another-key').issue();
    const res = await post(app, { ...COMPLAINT, contentId: forged });
    expect(res.status).toBe(400);
    expect(field(res.text, 'contentId')).toEqual({ value: forged, message: COMPLAINT_MESSAGES.contentIdUnknown });
    expect(field(res.text, 'description').value).toBe(COMPLAINT.description);
    expect(field(res.text, 'contact').value).toBe(COMPLAINT.contact);
    expect(field(res.text, 'pageUrl').value).toBe(COMPLAINT.pageUrl);
    expect(checkedCategory(res.text)).toBe('aiContent');
    expect(complaintsSent()).toHaveLength(0);
  });

  it('keeps a 10 KB description of Chinese and says it is too long, rather than refusing the whole form', async () => {
    const app = testApp({}, { upstreams: upstreamsFor(upstream.url) });
    const long = '举'.repeat(3400);
    const res = await post(app, { ...COMPLAINT, description: long });
    expect(res.status).toBe(400);
    expect(field(res.text, 'description')).toEqual({ value: long, message: COMPLAINT_MESSAGES.descriptionTooLong });
  });

  it('shares the JSON call’s limit: past it, the 429 page with the message and every field kept', async () => {
    const app = testApp({ RATE_LIMIT_COMPLAINTS_PER_MIN: '1' }, { upstreams: upstreamsFor(upstream.url) });
    await request(app)
      .post(`/api${API.complaintSubmit.path}`)
      .send({ ...COMPLAINT, agreed: true })
      .expect(200);
    const res = await post(app, COMPLAINT);
    expect(res.status).toBe(429);
    expect(res.text).toContain(MESSAGES.tooManyComplaints);
    expect(field(res.text, 'description').value).toBe(COMPLAINT.description);
    expect(field(res.text, 'contentId').value).toBe(CONTENT_ID);
    expect((await request(app).get('/healthz')).status).toBe(200);
  });

  it('is refused with 403 and nothing of it shown when another site posts it', async () => {
    const app = testApp({}, { upstreams: upstreamsFor(upstream.url) });
    const res = await post(app, COMPLAINT, 'https://evil.example.net');
    expect(res.status).toBe(403);
    expect(res.text).toContain(MESSAGES.crossSite);
    expect(res.text).not.toContain(COMPLAINT.description);
    expect(complaintsSent()).toHaveLength(0);
  });
});
