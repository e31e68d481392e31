/**
 * Uploads held in memory at once are capped: the next visitor is told 体验人数较多 at once, and
 * a slow upload that never ends holds nothing once its visitor leaves.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOADS_AT_ONCE } from '../../../../server/demos/audioUpload';
import { DEMO_API, DEMO_MESSAGES } from '../../../../shared/demos';
import { DEAD_UPSTREAM, listen, testApp } from '../../../helpers';
import { toneWav } from '../../../audioFixtures';

let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  server = await listen(testApp({ UPSTREAM_URL: DEAD_UPSTREAM, DEMO_ASR_PER_IP_PER_MIN: '0' }));
});
afterAll(() => server.close());

/** An upload that sends its first bytes and then waits; resolves once the server has started reading it. */
function slowUpload(): Promise<http.ClientRequest> {
  return new Promise((resolve) => {
    const req = http.request(`${server.url}${DEMO_API.asr}`, { method: 'POST', headers: { 'Content-Type': 'audio/wav', 'Content-Length': '100000' } });
    req.on('error', () => {});
    req.write(Buffer.alloc(1000), () => setImmediate(() => resolve(req)));
  });
}

function upload(bytes: Buffer): Promise<{ status: number; body: { desc?: string } }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}${DEMO_API.asr}`, { method: 'POST', headers: { 'Content-Type': 'audio/wav' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as { desc?: string } }));
    });
    req.on('error', reject);
    req.end(bytes);
  });
}

/** Uploads a second of audio until the answer is one `done` accepts (no clock: each answer is the server's state then). */
async function uploadUntil(done: (answer: Awaited<ReturnType<typeof upload>>) => boolean) {
  for (;;) {
    const answer = await upload(toneWav(1));
    if (done(answer)) return answer;
  }
}

describe('uploads read at once', () => {
  it(`answers 503 体验人数较多 past ${MAX_UPLOADS_AT_ONCE} uploads being read, and takes uploads again once those visitors leave`, async () => {
    const slow = [];
    for (let i = 0; i < MAX_UPLOADS_AT_ONCE; i++) slow.push(await slowUpload());
    // Until the server has begun reading all of them, an upload is read and forwarded (to an
    // upstream that is down here: 体验服务暂时不可用); then it is refused unread.
    const refused = await uploadUntil((r) => r.body.desc !== DEMO_MESSAGES.upstream);
    expect(refused.status).toBe(503);
    expect(refused.body.desc).toBe(DEMO_MESSAGES.busy);
    for (const req of slow) req.destroy();
    const next = await uploadUntil((r) => r.body.desc !== DEMO_MESSAGES.busy);
    expect(next.status).toBe(503);
    expect(next.body.desc).toBe(DEMO_MESSAGES.upstream);
  });
});
