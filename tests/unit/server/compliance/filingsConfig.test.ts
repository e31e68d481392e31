import { describe, expect, it } from 'vitest';
import { FILED_ENV } from '../../../../bench/lib/processes';
import { readFilings } from '../../../../server/compliance/filingsConfig';
import { ConfigError } from '../../../../server/configError';
import { DEMO_FILINGS } from '../../../../shared/demoFilings';

const refusal = (env: Record<string, string>) => {
  try {
    readFilings(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('readFilings accepted it');
};

describe('the filing numbers from the environment', () => {
  it('keeps the demo placeholders in development, where the pages mark them 示例', () => {
    const filings = readFilings({});
    expect(filings).toMatchObject(DEMO_FILINGS);
    expect(filings.demoValues).toContain(DEMO_FILINGS.icpNumber);
    expect(filings.demoValues).toContain(DEMO_FILINGS.algorithms.TTS);
    expect(readFilings(FILED_ENV).demoValues).toEqual([]);
  });

  it('reads each model and product filing from name=number lists, the first model being the chat’s', () => {
    const filings = readFilings({
      GENAI_FILINGS: '星海智媒大模型=Beijing-XingHai-202401010001; 星海语音大模型=Beijing-XingHaiVoice-202402020002',
      ALGORITHM_FILINGS: 'TTS=网信算备110105000000000240011号\nAI-Video-Studio=网信算备110105000000000240012号',
    });
    expect(filings.genai).toEqual([
      { model: '星海智媒大模型', number: 'Beijing-XingHai-202401010001' },
      { model: '星海语音大模型', number: 'Beijing-XingHaiVoice-202402020002' },
    ]);
    expect(filings.algorithms).toEqual({ TTS: '网信算备110105000000000240011号', 'AI-Video-Studio': '网信算备110105000000000240012号' });
  });

  it('refuses to start production with any placeholder, naming every such variable at once', () => {
    expect(refusal({ NODE_ENV: 'production' })).toMatch(
      /^Invalid configuration: ICP_NUMBER, PSB_NUMBER, GENAI_FILINGS, ALGORITHM_FILINGS, REPORT_EMAIL, REPORT_PHONE must be set to the site's own filings/,
    );
    expect(refusal({ ...FILED_ENV, NODE_ENV: 'production', ALGORITHM_FILINGS: `TTS=${DEMO_FILINGS.algorithms.TTS}` })).toMatch(
      /^Invalid configuration: ALGORITHM_FILINGS must be set/,
    );
    expect(readFilings({ ...FILED_ENV, NODE_ENV: 'production' }).icpNumber).toBe(FILED_ENV.ICP_NUMBER);
  });

  it('names the variable of a value it cannot show: a product that is not a page, markup, a missing =, a bad mailbox', () => {
    expect(refusal({ ALGORITHM_FILINGS: 'NoSuchProduct=网信算备1号' })).toMatch(
      /^Invalid configuration: ALGORITHM_FILINGS names "NoSuchProduct", which is not a product page/,
    );
    expect(refusal({ ICP_NUMBER: '<script>京ICP备1号' })).toMatch(/^Invalid configuration: ICP_NUMBER has the number/);
    expect(refusal({ GENAI_FILINGS: '星海智媒大模型' })).toMatch(/^Invalid configuration: GENAI_FILINGS must be a list of name=number/);
    expect(refusal({ GENAI_FILINGS: `模型=${'1'.repeat(200)}` })).toMatch(/^Invalid configuration: GENAI_FILINGS has a number/);
    expect(refusal({ REPORT_EMAIL: 'not-a-mailbox' })).toMatch(/^Invalid configuration: REPORT_EMAIL must be an e-mail address/);
    expect(refusal({ REPORT_PHONE: 'call us' })).toMatch(/^Invalid configuration: REPORT_PHONE must be a phone number/);
  });
});
