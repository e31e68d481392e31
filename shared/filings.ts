/**
 * The filings a site offering generative AI in China shows, and where each is checked:
 * the ICP filing (工信部), the public-security filing (公安联网备案) with its badge, the
 * generative-AI service filings of the models the site serves (生成式人工智能服务备案, by
 * model) and the deep-synthesis algorithm filings of its products (深度合成算法备案, by
 * product page). They are configuration (server/compliance/filingsConfig.ts): these defaults
 * are the demo's fictional placeholders, shown marked 示例, and production refuses them.
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
}

export const DEMO_FILINGS: Filings = {
  icpNumber: '京ICP备00000000号-1',
  psbNumber: '京公网安备 11000000000000号',
  genai: [{ model: '星海智媒大模型', number: 'Beijing-XingHaiZhiMei-000000000000' }],
  algorithms: {
    TTS: '网信算备110000000000000000001号',
    ASR: '网信算备110000000000000000002号',
    aiDocument: '网信算备110000000000000000003号',
    aiCustomerService: '网信算备110000000000000000004号',
    powerpoint: '网信算备110000000000000000005号',
    aifinreport: '网信算备110000000000000000006号',
    backgroundmusic: '网信算备110000000000000000007号',
    'AI-Vision-Studio': '网信算备110000000000000000008号',
    'AI-Video-Studio': '网信算备110000000000000000009号',
    'AI-Work-Studio': '网信算备110000000000000000010号',
  },
  reportEmail: 'jubao@example.com',
  reportPhone: '010-00000000',
};

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

const PLACEHOLDERS: ReadonlySet<string> = new Set([
  DEMO_FILINGS.icpNumber,
  DEMO_FILINGS.psbNumber,
  DEMO_FILINGS.reportEmail,
  DEMO_FILINGS.reportPhone,
  ...DEMO_FILINGS.genai.map(({ number }) => number),
  ...Object.values(DEMO_FILINGS.algorithms),
]);

/** Whether `value` is one of the demo's placeholders: shown with 示例 beside it, refused in production. */
export function isPlaceholderFiling(value: string): boolean {
  return PLACEHOLDERS.has(value);
}

/** The model the chat answers with: the first filed. */
export function chatModelOf(filings: Filings): GenAiFiling | undefined {
  return filings.genai[0];
}
