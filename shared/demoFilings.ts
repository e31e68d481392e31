/**
 * The demo's fictional filings: the defaults of server/compliance/filingsConfig.ts, shown
 * marked 示例 and refused in production. Server only: the browser learns which values are
 * placeholders from Filings.demoValues.
 */
import type { Filings } from './filings';

type FiledValues = Omit<Filings, 'demoValues'>;

export const DEMO_FILINGS: FiledValues = {
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

/** The filings as the pages get them, each placeholder among them named. */
export function withDemoValues(filings: FiledValues): Filings {
  const values = [
    filings.icpNumber,
    filings.psbNumber,
    filings.reportEmail,
    filings.reportPhone,
    ...filings.genai.map(({ number }) => number),
    ...Object.values(filings.algorithms),
  ];
  return { ...filings, demoValues: values.filter(isPlaceholderFiling) };
}
