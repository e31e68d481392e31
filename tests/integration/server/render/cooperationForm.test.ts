import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUpstreams } from '../../../../server/upstream/pools';
import { pageSearch } from '../../../../shared/pageQuery';
import { CONSENT_FORM_VERSION } from '../../../../shared/consent';
import { MESSAGES } from '../../../../shared/messages';
import { INTENTION_MESSAGES } from '../../../../shared/validation';
import { DEAD_UPSTREAM, testApp, VALID_INTENT } from '../../../helpers';
import { fakeUpstream, json, sentValues } from '../fakeUpstream';

/** testConfig's SITE_URL: a browser on the site sends it as Origin with every form post. */
const SITE = 'https://www.example.com';
const SUBMITTED = '申请已提交，我们会尽快与您联系';
/** The thank-you state with the lead's one-time withdrawal token. */
const WITH_WITHDRAW_LINK = /^\/cooperation\.html\?submitted=[A-Za-z0-9_-]{43}$/;
const LEAD = { mobile: ' 13912345678 ', name: '李主任', company: '滨江区融媒体中心', scene: '区级融媒体内容审核', agreed: 'on' };

let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
const upstreamsFor = (url: string) => createUpstreams({ api: url, ai: url, log: url }, 300);

beforeAll(async () => {
  upstream = await fakeUpstream((_req, res) => json(res, 200, { code: 200, desc: '成功', data: { id: 1 } }));
});
afterAll(() => upstream.close());
beforeEach(() => {
  upstream.requests.length = 0;
  upstream.handler = (_req, res) => json(res, 200, { code: 200, desc: '成功', data: { id: 1 } });
});

function post(app: ReturnType<typeof testApp>, form: Record<string, string>, origin: string | null = SITE) {
  const call = request(app).post('/cooperation.html').type('form');
  return (origin === null ? call : call.set('Origin', origin)).send(form);
}

/** The control named `name` in the page's form: its value, and the text of the message it is described by. */
function field(html: string, name: string): { value: string; message: string | undefined } {
  const tag = new RegExp(`<(input|textarea)\\b[^>]*\\bname="${name}"[^>]*>`).exec(html);
  if (!tag) throw new Error(`no field named ${name}`);
  const value =
    tag[1] === 'textarea' ? html.slice(tag.index + tag[0].length, html.indexOf('</textarea>', tag.index)) : (/\bvalue="([^"]*)"/.exec(tag[0])?.[1] ?? '');
  const describedBy = /\baria-describedby="([^"]+)"/.exec(tag[0])?.[1];
  const message = describedBy ? new RegExp(`id="${describedBy}"[^>]*>([^<]*)<`).exec(html)?.[1] : undefined;
  return { value, message };
}

describe('the cooperation page without JavaScript', () => {
  it("is a page of the site with a plain form that posts the modal's fields to itself", async () => {
    const res = await request(testApp()).get('/cooperation.html');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<form\b[^>]*\baction="\/cooperation\.html"[^>]*\bmethod="post"/);
    for (const name of ['mobile', 'name', 'company', 'scene']) expect(field(res.text, name)).toEqual({ value: '', message: undefined });
    expect(res.text).toMatch(/<input\b[^>]*\bname="agreed"[^>]*\bchecked=""/);
    // The widget's 联系咨询 leads here without JavaScript: the WeChat QR code and the service line.
    expect(res.text).toMatch(/<aside id="contact"[\s\S]*\/qr\/wechat\.svg[\s\S]*客服热线[\s\S]*400-000-0000[\s\S]*<\/aside>/);
  });

  it("prefills 使用场景 from the link's product or scene, and keeps it in the form's action", async () => {
    const app = testApp();
    const product = await request(app).get('/cooperation.html?product=TTS');
    expect(field(product.text, 'scene').value).toBe('咨询产品：语音合成');
    expect(product.text).toContain('action="/cooperation.html?product=TTS"');
    const scene = await request(app).get('/cooperation.html?scene=gov');
    expect(field(scene.text, 'scene').value).toBe('政务服务方案咨询');
  });

  it('prefills 使用场景 with the product tried on its page when 用在我单位 led here (?demo=1), and keeps both in the action', async () => {
    const res = await request(testApp()).get('/cooperation.html?product=TTS&demo=1');
    expect(field(res.text, 'scene').value).toBe('咨询产品：语音合成（已在线体验，希望用在我单位）');
    expect(res.text).toContain('action="/cooperation.html?product=TTS&amp;demo=1"');
    expect(pageSearch('cooperation', '?demo=1&product=TTS&utm_source=x')).toBe('?product=TTS&demo=1');
  });

  it('keys the page on the product and scene it knows only, so invented values share one page', () => {
    expect(pageSearch('cooperation', '?utm_source=x&scene=gov&submitted=1')).toBe('?scene=gov&submitted=1');
    expect(pageSearch('cooperation', '?scene=constructor&product=nothing&submitted=yes')).toBe('');
    expect(pageSearch('cooperation', '?product=AI-Video-Studio')).toBe('?product=AI-Video-Studio');
  });

  it("forwards a valid lead with every field, as the modal's submit does, and redirects to the thank-you page", async () => {
    const app = testApp({}, { upstreams: upstreamsFor(upstream.url) });
    const res = await post(app, LEAD);
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(WITH_WITHDRAW_LINK);
    expect(upstream.requests).toHaveLength(1);
    const seen = upstream.requests[0]!;
    expect(`${seen.method} ${seen.url}`).toBe('POST /manage/user/intention/submit');
    expect(sentValues(seen, 'ClientName')).toEqual(['zhimei-open-web']);
    expect(JSON.parse(seen.body)).toEqual({
      version: 'web-1.0',
      intentionType: 3,
      intentionSource: 10033,
      intentionMobile: '13912345678',
      intentionName: '李主任',
      intentionCompany: '滨江区融媒体中心',
      intentionScene: '区级融媒体内容审核',
      consent: expect.objectContaining({ formVersion: CONSENT_FORM_VERSION, boxes: { agreed: true, partners: false, followUp: false } }),
    });
    // The modal's body for the same input is the same record, with its consent record.
    expect(Object.keys(JSON.parse(seen.body)).sort()).toEqual([...Object.keys(VALID_INTENT), 'consent'].sort());

    const thanks = await request(app).get(res.headers.location!);
    expect(thanks.status).toBe(200);
    expect(thanks.text).toContain(SUBMITTED);
    // The thank-you state offers the lead's withdrawal link, on a page no cache keeps.
    expect(thanks.text).toContain(`href="/cooperation.html?withdraw=${res.headers.location!.split('submitted=')[1]}"`);
    expect(thanks.headers['cache-control']).toBe('private, no-store');
    expect(thanks.text).not.toMatch(/<form\b[^>]*method="post"/);
  });

  it('answers an invalid form with the page, 400, each message beside its field and what was typed, escaped', async () => {
    const app = testApp({}, { upstreams: upstreamsFor(upstream.url) });
    const res = await post(app, { mobile: '1391234"<b>', name: '  ', company: '', scene: '<script>alert(1)</script> & 更多' });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(field(res.text, 'mobile')).toEqual({ value: '1391234&quot;&lt;b&gt;', message: INTENTION_MESSAGES.mobile });
    expect(field(res.text, 'name')).toEqual({ value: '  ', message: INTENTION_MESSAGES.name });
    expect(field(res.text, 'company')).toEqual({ value: '', message: INTENTION_MESSAGES.company });
    expect(field(res.text, 'scene')).toEqual({ value: '&lt;script&gt;alert(1)&lt;/script&gt; &amp; 更多', message: undefined });
    // Unchecked, the agreement is not sent, and is refused beside the checkbox.
    expect(res.text).toContain(INTENTION_MESSAGES.agreed);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(upstream.requests).toHaveLength(0);
  });

  it.each([
    ["another site's Origin", 'https://evil.example.net'],
    ['no Origin or Referer', null],
  ])('refuses a post with %s: 403, the page with a Chinese message, nothing forwarded or shown back', async (_case, origin) => {
    const app = testApp({}, { upstreams: upstreamsFor(upstream.url) });
    const res = await post(app, { ...LEAD, name: '攻击者填的名字' }, origin);
    expect(res.status).toBe(403);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain(MESSAGES.crossSite);
    expect(res.text).not.toContain('攻击者填的名字');
    expect(upstream.requests).toHaveLength(0);
  });

  it('accepts a post whose only witness of its origin is a Referer of the site', async () => {
    const app = testApp({}, { upstreams: upstreamsFor(upstream.url) });
    const res = await request(app).post('/cooperation.html').type('form').set('Referer', `${SITE}/cooperation.html`).send(LEAD);
    expect(res.status).toBe(303);
  });

  it("counts against the same per-minute limit as the API's submit, and refuses in the page with the fields kept", async () => {
    const app = testApp({ RATE_LIMIT_INTENTS_PER_MIN: '2' }, { upstreams: upstreamsFor(upstream.url) });
    expect((await request(app).post('/api/manage/user/intention/submit').send(VALID_INTENT)).status).toBe(200);
    expect((await post(app, LEAD)).status).toBe(303);
    const refused = await post(app, { ...LEAD, name: '王经理' });
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.text).toContain(MESSAGES.tooManyIntentions);
    expect(field(refused.text, 'name').value).toBe('王经理');
    // And the API, which shared the count, still answers its own refusal as an envelope.
    const api = await request(app).post('/api/manage/user/intention/submit').send(VALID_INTENT);
    expect(api.status).toBe(429);
    expect(api.body).toMatchObject({ code: 429, desc: MESSAGES.tooManyIntentions });
    expect(upstream.requests).toHaveLength(2);
  });

  it('keeps the lead in the outbox and thanks the visitor when the upstream cannot be reached', async () => {
    const res = await post(testApp({ UPSTREAM_URL: DEAD_UPSTREAM }), LEAD);
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(WITH_WITHDRAW_LINK);
  });

  it("keeps the form and shows the upstream's own reason when it refuses the lead", async () => {
    upstream.handler = (_req, res) => json(res, 200, { code: 400, desc: '该手机号码今日已提交过意向' });
    const res = await post(testApp({}, { upstreams: upstreamsFor(upstream.url) }), LEAD);
    expect(res.status).toBe(400);
    expect(res.text).toContain('该手机号码今日已提交过意向');
    expect(field(res.text, 'company').value).toBe('滨江区融媒体中心');
    expect(res.text).not.toContain(SUBMITTED);
  });

  it('names POST among the methods the page allows', async () => {
    const res = await request(testApp()).put('/cooperation.html').set('Accept', 'text/html');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST');
  });

  it('answers a body over the limit with the page and a Chinese message, not JSON', async () => {
    const res = await post(testApp({}, { upstreams: upstreamsFor(upstream.url) }), { ...LEAD, scene: '长'.repeat(3000) });
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain(MESSAGES.tooLarge);
    expect(upstream.requests).toHaveLength(0);
  });
});
