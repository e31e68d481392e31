/** The mock upstream the consent tests run against, with what it kept: its intents and the site's deletion requests. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMockUpstream } from '../../../../mock-upstream/app';
import type { Intent, Withdrawal } from '../../../../mock-upstream/intentStore';
import { createUpstreams } from '../../../../server/upstream/pools';
import { listen, TEST_SIGNING_KEY } from '../../../helpers';

export const SITE = 'https://www.example.com';

export async function consentMock() {
  // Its own directory for the whole file: the mock's test helper removes its directories after each test.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhimei-consent-'));
  const mock = createMockUpstream({ signingKey: TEST_SIGNING_KEY, dataDir, siteOrigin: SITE, tokenDelayMs: 0 });
  const server = await listen(mock.app);
  const read = async <T>(at: string): Promise<T[]> => ((await (await fetch(`${server.url}${at}`)).json()) as { data: { list: T[] } }).data.list;
  return {
    url: server.url,
    upstreams: () => createUpstreams({ api: server.url, ai: server.url, log: server.url }),
    /** Newest first. */
    intents: () => read<Intent>('/intents'),
    withdrawals: () => read<Withdrawal>('/intents/withdrawals'),
    /** 'fail': every plain API call answers 500 (a lead stays queued); null: back to normal. */
    fault: async (fault: 'fail' | null) => {
      await fetch(`${server.url}/__mock/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ fault }) });
    },
    async close() {
      await server.close();
      mock.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
