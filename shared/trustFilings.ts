/**
 * The effective filings (configuration: ./filings.ts) as the 信任中心 lists them, one row per
 * number with what it covers and where the public checks it: the page and /trust.json read
 * the same rows, so they cannot disagree.
 */
import { productPage } from './cooperation';
import { ALGORITHM_QUERY_URL, ICP_QUERY_URL, psbQueryUrl, type Filings } from './filings';
import { PLATFORM_NAME } from './site';

export interface FilingRow {
  /** 备案类别. */
  kind: string;
  /** What it covers: the site, a model, a product. */
  subject: string;
  number: string;
  queryUrl: string;
  /** A demo placeholder, shown marked 示例. */
  demo: boolean;
}

export function filingRows(filings: Filings): FilingRow[] {
  const row = (kind: string, subject: string, number: string, queryUrl: string): FilingRow => ({
    kind,
    subject,
    number,
    queryUrl,
    demo: filings.demoValues.includes(number),
  });
  return [
    row('ICP备案', PLATFORM_NAME, filings.icpNumber, ICP_QUERY_URL),
    row('公安联网备案', PLATFORM_NAME, filings.psbNumber, psbQueryUrl(filings.psbNumber)),
    ...filings.genai.map(({ model, number }) => row('生成式人工智能服务备案', model, number, ALGORITHM_QUERY_URL)),
    ...Object.entries(filings.algorithms).map(([slug, number]) => row('深度合成算法备案', productPage(slug)?.name ?? slug, number, ALGORITHM_QUERY_URL)),
  ];
}
