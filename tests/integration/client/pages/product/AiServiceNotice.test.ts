/** The 算法与生成式AI服务公示 section, read from the server's HTML of the pages. */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DEMO_FILINGS } from '../../../../../shared/demoFilings';
import { ALGORITHM_QUERY_URL } from '../../../../../shared/filings';
import { COMPLAINT_PATH } from '../../../../../shared/complaintLink';
import { testApp } from '../../../../helpers';

const app = testApp();
const sectionOf = async (path: string, on = app) => {
  const res = await request(on).get(path);
  expect(res.status, path).toBe(200);
  const start = res.text.search(/<section[^>]*\bid="ai-filings"/);
  return start < 0 ? undefined : res.text.slice(start, res.text.indexOf('</section>', start));
};
const model = DEMO_FILINGS.genai[0]!;

describe('算法与生成式AI服务公示 on an AI product page', () => {
  it("shows /product/TTS.html's algorithm filing, the model with its number, the label, the filing system and 投诉举报", async () => {
    const section = await sectionOf('/product/TTS.html');
    expect(section).toContain('算法与生成式AI服务公示');
    expect(section).toContain(DEMO_FILINGS.algorithms.TTS);
    expect(section).toContain(model.model);
    expect(section).toContain(model.number);
    expect(section).toContain('（示例）');
    expect(section).toContain('内容由人工智能生成');
    expect(section).toContain(`href="${ALGORITHM_QUERY_URL}"`);
    expect(section).toContain(`href="${COMPLAINT_PATH}"`);
  });

  it('appears on every page ALGORITHM_FILINGS names, the studios too, with that page’s own number', async () => {
    for (const [slug, number] of Object.entries(DEMO_FILINGS.algorithms)) {
      const path = slug.includes('Studio') ? `/aiStudio/${slug}.html` : `/product/${slug}.html`;
      expect(await sectionOf(path), path).toContain(number);
    }
  });

  it('is absent from a product page that has no algorithm filing', async () => {
    expect(await sectionOf('/product/ad.html')).toBeUndefined();
  });

  it('shows the numbers the configuration gives, without 示例', async () => {
    const filed = testApp({ ALGORITHM_FILINGS: 'TTS=网信算备110105123456789012345号', GENAI_FILINGS: '星海智媒大模型=Beijing-XingHaiZhiMei-202401010001' });
    const section = await sectionOf('/product/TTS.html', filed);
    expect(section).toContain('网信算备110105123456789012345号');
    expect(section).toContain('Beijing-XingHaiZhiMei-202401010001');
    expect(section).not.toContain('示例');
    expect(await sectionOf('/product/ASR.html', filed)).toBeUndefined();
  });
});
