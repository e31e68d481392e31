import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { FILED_ENV } from '../../../../bench/lib/processes';
import { DEMO_FILINGS } from '../../../../shared/demoFilings';
import { testApp } from '../../../helpers';

/** The footer's notices line, where the filings are. */
async function footerOf(env: Record<string, string> = {}): Promise<string> {
  const res = await request(testApp(env)).get('/about.html');
  expect(res.status).toBe(200);
  return res.text.slice(res.text.indexOf('<footer'));
}

describe('the footer’s filings and 举报 line', () => {
  it('links the ICP number to 工信部’s query site and the 公安 number, with its badge, to its own record', async () => {
    const footer = await footerOf(FILED_ENV);
    expect(footer).toMatch(/<a href="https:\/\/beian\.miit\.gov\.cn\/"[^>]*>京ICP备12345678号-1<\/a>/);
    expect(footer).toMatch(
      /<a [^>]*href="https:\/\/beian\.mps\.gov\.cn\/#\/query\/webSearch\?code=11000002000001"[^>]*><img src="\/police-badge\.svg" alt=""[^>]*\/>京公网安备11000002000001号<\/a>/,
    );
  });

  it('serves the 公安 badge it shows, a drawing of its own', async () => {
    const badge = await request(testApp()).get('/police-badge.svg');
    expect(badge.status).toBe(200);
    expect(badge.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(badge.text ?? badge.body.toString()).toContain('<svg');
  });

  it('gives the group’s 举报 mailbox and phone and the national 12377 centre', async () => {
    const footer = await footerOf(FILED_ENV);
    expect(footer).toContain('违法和不良信息举报');
    expect(footer).toContain('<a href="mailto:jubao@xinghai.example.cn">jubao@xinghai.example.cn</a>');
    expect(footer).toContain('010-12345678');
    expect(footer).toMatch(/<a href="https:\/\/www\.12377\.cn\/"[^>]*>中央网信办举报中心 12377<\/a>/);
  });

  it('marks the demo’s placeholders 示例, and an operator’s own numbers not', async () => {
    const demo = await footerOf();
    expect(demo).toContain(DEMO_FILINGS.icpNumber);
    expect(demo.match(/（示例）/g)?.length).toBe(4);
    expect(await footerOf(FILED_ENV)).not.toContain('示例');
  });
});
