/** What the search tests share: the mock upstream (its real documents and courses) and an app reading it. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMockUpstream } from '../../../../mock-upstream/app';
import { siteSearchFor } from '../../../../server/app';
import { createLogger } from '../../../../server/ops/logger';
import type { SiteSearch } from '../../../../server/search/siteSearch';
import { createUpstreams, type Upstreams } from '../../../../server/upstream/pools';
import { listen, testApp, TEST_SIGNING_KEY } from '../../../helpers';

export interface MockedSearch {
  upstreams: Upstreams;
  search: SiteSearch;
  app: ReturnType<typeof testApp>;
  close(): Promise<void>;
}

/** The mock upstream on a loopback port, site search over it, and the app with both. */
export async function mockedSearch(): Promise<MockedSearch> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'search-mock-'));
  const mock = createMockUpstream({ signingKey: TEST_SIGNING_KEY, dataDir, siteOrigin: 'https://www.example.com', tokenDelayMs: 0 });
  const server = await listen(mock.app);
  const upstreams = createUpstreams({ api: server.url, ai: server.url, log: server.url });
  const search = siteSearchFor(upstreams, createLogger('silent'));
  const app = testApp({}, { upstreams, search });
  return {
    upstreams,
    search,
    app,
    close: async () => {
      search.stop();
      await upstreams.close();
      mock.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
