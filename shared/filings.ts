/**
 * The filings a site offering generative AI in China shows, and where each is checked:
 * the ICP filing (工信部), the public-security filing (公安联网备案) with its badge, the
 * generative-AI service filings of the models the site serves (生成式人工智能服务备案, by
 * model) and the deep-synthesis algorithm filings of its products (深度合成算法备案, by
 * product page). They are configuration (server/compliance/filingsConfig.ts), with the demo's
 * fictional placeholders (./demoFilings.ts) as defaults, shown marked 示例; production refuses them.
 */

export interface GenAiFiling {
  /** The model's name as filed: 星海智媒大模型. */
  model: string;
  /** Its 备案/登记 number. */
  number: string;
}

export interface Filings {
  icpNumber: string;
  psbNumber: string;
  /** The models the site serves; the first is the one the chat answers with. */
  genai: GenAiFiling[];
  /** Product page slug (`TTS` for /product/TTS.html, `AI-Video-Studio`) → its algorithm filing number. */
  algorithms: Record<string, string>;
  /** The group's own 违法和不良信息举报 mailbox and phone. */
  reportEmail: string;
  reportPhone: string;
  /**
   * Which of the values above are the demo's placeholders (./demoFilings.ts), worked out by
   * the server, so the pages can mark them 示例 without the browser carrying the demo's list.
   */
  demoValues: string[];
}

/** Where the public checks each kind of filing. */
export const ICP_QUERY_URL = 'https://beian.miit.gov.cn/';
/** 互联网信息服务算法备案系统: the public list of algorithm and generative-AI filings. */
export const ALGORITHM_QUERY_URL = 'https://beian.cac.gov.cn/';
/** 中央网信办（国家互联网信息办公室）违法和不良信息举报中心. */
export const NATIONAL_REPORT_URL = 'https://www.12377.cn/';
export const NATIONAL_REPORT_PHONE = '12377';

/** The 公安 filing's own page on the national query site, by the number's digits. */
export function psbQueryUrl(psbNumber: string): string {
  return `https://beian.mps.gov.cn/#/query/webSearch?code=${psbNumber.replace(/\D/g, '')}`;
}

/** The model the chat answers with: the first filed. */
export function chatModelOf(filings: Filings): GenAiFiling | undefined {
  return filings.genai[0];
}
