/** 智能审校 on /product/aiDocument.html (POST DEMO_API.review) against the mock upstream's word lists. */
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_API, DEMO_MESSAGES, REVIEW_SAMPLE, type ReviewResult } from '../../../../shared/demos';
import { testApp } from '../../../helpers';
import { countedMock, type CountedMock } from './countedMock';

let mock: CountedMock;
beforeAll(async () => {
  mock = await countedMock();
});
afterAll(() => mock.close());
beforeEach(() => mock.reset());

const review = (body: unknown, env: Record<string, string> = {}) =>
  request(testApp(env, { upstreams: mock.upstreams }))
    .post(DEMO_API.review)
    .send(body as object);

describe('智能审校 (POST /api/demo/review)', () => {
  it('finds several kinds of finding in the sample text, each at the words it names, with a suggestion and a reason', async () => {
    const res = await review({ text: REVIEW_SAMPLE });
    expect(res.status).toBe(200);
    const { findings } = res.body.data as ReviewResult;
    expect(new Set(findings.map((f) => f.kind))).toEqual(new Set(['typo', 'punctuation', 'adLaw']));
    for (const f of findings) {
      expect(REVIEW_SAMPLE.slice(f.start, f.end)).toBe(f.original);
      expect(f.reason).not.toBe('');
    }
    expect(findings.find((f) => f.original === '按装')).toMatchObject({ kind: 'typo', suggestion: '安装' });
    expect(findings.find((f) => f.original === ',')).toMatchObject({ kind: 'punctuation', suggestion: '，' });
  });

  it('finds sensitive terms and wording at their UTF-16 positions after an emoji', async () => {
    const text = '😀台湾总统称，本店代开发票。';
    const { findings } = (await review({ text })).body.data as ReviewResult;
    expect(findings.map((f) => [f.kind, f.start, f.original, f.suggestion])).toEqual([
      ['wording', 2, '台湾总统', '台湾地区领导人'],
      ['sensitive', 10, '代开发票', ''],
    ]);
  });

  const refusals: Array<[string, unknown, number, string]> = [
    ['an empty text', { text: ' \n ' }, 400, DEMO_MESSAGES.reviewEmpty],
    ['no text at all', {}, 400, DEMO_MESSAGES.reviewEmpty],
    ['a text over 2000 characters', { text: '审'.repeat(2001) }, 400, DEMO_MESSAGES.reviewTooLong],
    ['100 KB of emoji', { text: '😀'.repeat(25_000) }, 413, DEMO_MESSAGES.reviewTooLong],
  ];
  it.each(refusals)('refuses %s with its Chinese message, and nothing reaches the upstream', async (_name, body, status, desc) => {
    const res = await review(body);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ code: status, desc });
    expect(mock.calls.review).toBe(0);
  });

  it('answers a body that is no JSON with 请输入要审校的文字', async () => {
    const res = await request(testApp({}, { upstreams: mock.upstreams }))
      .post(DEMO_API.review)
      .set('Content-Type', 'application/json')
      .send('{"text":');
    expect(res.status).toBe(400);
    expect(res.body.desc).toBe(DEMO_MESSAGES.reviewEmpty);
    expect(mock.calls.review).toBe(0);
  });
});
