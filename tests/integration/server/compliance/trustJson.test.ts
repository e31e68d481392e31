/**
 * /trust.json: the 信任中心 for machines, the same entries as /trust.html (every certificate
 * id, every 核验日期, every filing number and its 示例 state), as cacheable JSON.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { FILED_ENV } from '../../../../bench/lib/processes';
import { testApp } from '../../../helpers';

interface TrustJson {
  page: string;
  filings: Array<{ kind: string; subject: string; number: string; demo: boolean }>;
  xinchuang: { products: Array<{ name: string; verifiedOn: string; cells: Record<string, { status: string; label: string; certificate?: string }> }> };
  mlps: { label: string; assessedYear: number; recordNumber: string };
  security: { email: string };
}

/** Every value under a key named `key`, at any depth. */
function valuesOf(value: unknown, key: string, into: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) valuesOf(item, key, into);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === key && typeof v === 'string') into.push(v);
      else valuesOf(v, key, into);
    }
  }
  return into;
}

async function both(env: Record<string, string> = {}) {
  const app = testApp(env);
  const json = await request(app).get('/trust.json').expect(200);
  const html = await request(app).get('/trust.html').expect(200);
  return { res: json, data: json.body as TrustJson, html: html.text.slice(0, html.text.indexOf('<footer')) };
}

describe('/trust.json', () => {
  it('is JSON that caches, naming the page it mirrors', async () => {
    const { res, data } = await both();
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(res.headers.etag).toBeDefined();
    expect(data.page).toBe('https://www.example.com/trust.html');
  });

  it('shows the same entries as /trust.html: every certificate id, every 核验日期, the 等保 record and the products', async () => {
    const { data, html } = await both();
    const certificates = valuesOf(data, 'certificate');
    const dates = valuesOf(data, 'verifiedOn');
    expect(certificates.length).toBeGreaterThan(20);
    expect(dates.length).toBeGreaterThan(6);
    for (const id of certificates) expect(html, id).toContain(id);
    for (const date of new Set(dates)) expect(html, date).toContain(`<time dateTime="${date}">${date}</time>`);
    expect(html).toContain(data.mlps.recordNumber);
    expect(html).toContain(data.security.email);
    for (const product of data.xinchuang.products) expect(html).toContain(`>${product.name}</a>`);
    // Each cell's label is the page's, in the same count.
    const labels = data.xinchuang.products.flatMap((p) => Object.values(p.cells).map((c) => c.label));
    for (const label of new Set(labels)) expect(html.split(`>${label}</span>`).length - 1, label).toBe(labels.filter((l) => l === label).length);
  });

  it('gives the effective filings, marking the demo’s placeholders as the page marks them 示例', async () => {
    const demo = await both();
    expect(demo.data.filings.length).toBeGreaterThan(3);
    for (const filing of demo.data.filings) {
      expect(filing.demo).toBe(true);
      expect(demo.html).toContain(`${filing.number}</span><span`);
    }
    expect(demo.html.split('（示例）').length - 1).toBe(demo.data.filings.length);

    const filed = await both(FILED_ENV);
    expect(filed.data.filings.map((f) => f.number)).toEqual([
      FILED_ENV.ICP_NUMBER,
      FILED_ENV.PSB_NUMBER,
      'Beijing-XingHaiZhiMei-202401010001',
      '网信算备110105000000000240011号',
    ]);
    expect(filed.data.filings.every((f) => !f.demo)).toBe(true);
    for (const filing of filed.data.filings) expect(filed.html).toContain(filing.number);
    expect(filed.data.filings[3]).toMatchObject({ kind: '深度合成算法备案', subject: '语音合成' });
  });
});
