/** The mock upstream in process for the try-it panels' tests, counting the demo calls that reach it. */
import http from 'node:http';
import { createMockUpstream } from '../../../../mock-upstream/app';
import { createUpstreams, type Upstreams } from '../../../../server/upstream/pools';
import { DEMO_CALLS, type DemoKind } from '../../../../shared/demos';
import { listen, TEST_SIGNING_KEY } from '../../../helpers';
import { tempDir } from '../../../mockUpstream';

export interface CountedMock {
  url: string;
  upstreams: Upstreams;
  /** Calls of each demo that reached the upstream since the last reset. */
  calls: Record<DemoKind, number>;
  reset(): void;
  close(): Promise<void>;
}

/**
 * The upstream's deadline in these tests: eSpeak NG runs in the test's own process, some tenths
 * of a second a call, and the machine may be busy; three times the product's 20 s.
 */
const SYNTHESIS_DEADLINE_MS = 60_000;

export async function countedMock(timeoutMs = SYNTHESIS_DEADLINE_MS): Promise<CountedMock> {
  const mock = createMockUpstream({ signingKey: TEST_SIGNING_KEY, dataDir: tempDir(), siteOrigin: 'https://www.example.com', tokenDelayMs: 0 });
  const calls: Record<DemoKind, number> = { tts: 0, asr: 0, review: 0 };
  const byPath = new Map<string, DemoKind>(Object.entries(DEMO_CALLS).map(([kind, call]) => [call.path, kind as DemoKind]));
  const server = await listen((req: http.IncomingMessage, res: http.ServerResponse) => {
    const kind = byPath.get(req.url ?? '');
    if (kind) calls[kind] += 1;
    mock.app(req, res);
  });
  const upstreams = createUpstreams({ api: server.url, ai: server.url, log: server.url }, timeoutMs);
  return {
    url: server.url,
    upstreams,
    calls,
    reset() {
      calls.tts = calls.asr = calls.review = 0;
    },
    async close() {
      await upstreams.close();
      await server.close();
      mock.close();
    },
  };
}

/** The text of each RIFF LIST/INFO entry in a WAV file. */
export function wavInfo(wav: Buffer): Record<string, string> {
  const info: Record<string, string> = {};
  for (let at = 12; at + 8 <= wav.length;) {
    const id = wav.toString('ascii', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    if (id === 'LIST' && wav.toString('ascii', at + 8, at + 12) === 'INFO') {
      for (let e = at + 12; e + 8 <= at + 8 + size;) {
        const len = wav.readUInt32LE(e + 4);
        info[wav.toString('ascii', e, e + 4)] = wav.toString('utf8', e + 8, e + 8 + len).replace(/\0+$/, '');
        e += 8 + len + (len % 2);
      }
    }
    at += 8 + size + (size % 2);
  }
  return info;
}
