/**
 * Uploads held in memory at once are capped: the next visitor is told 体验人数较多 at once, and
 * a slow upload that never ends holds nothing once its visitor leaves. An upload refused as too
 * large is read to its end, within a bound, so the client still sending reads the refusal.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAIN_BYTES, MAX_UPLOADS_AT_ONCE } from '../../../../server/demos/audioUpload';
import { ASR_LIMITS, DEMO_API, DEMO_MESSAGES, DEMO_PAGES } from '../../../../shared/demos';
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

/** What the client saw: the answer it read, or how the connection ended, and the bytes it got to send. */
interface Sent {
  status?: number;
  desc?: string;
  error?: string;
  sent: number;
}

const SLICE = 256 * 1024;
const MB = 1024 * 1024;

/**
 * Sends `body` in 256 KB writes, each after the last has gone (so `sent` is what the server let
 * through), and reads the answer once it has sent it all, as a browser does. An `endless` body
 * is zeros sent until the connection is cut.
 */
function sendAll(path: string, headers: http.OutgoingHttpHeaders, body: Buffer | 'endless'): Promise<Sent> {
  return new Promise((resolve) => {
    const total = body === 'endless' ? Infinity : body.length;
    let sent = 0;
    let answer: Omit<Sent, 'sent'> | undefined;
    const req = http.request(`${server.url}${path}`, { method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => {
        answer = {
          status: res.statusCode,
          desc: /"desc":"([^"]*)"/.exec(text)?.[1] ?? (text.includes(DEMO_MESSAGES.audioTooLarge) ? DEMO_MESSAGES.audioTooLarge : undefined),
        };
        if (sent >= total) resolve({ ...answer, sent });
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ ...answer, error: error.code, sent }));
    const next = () => {
      if (sent >= total) return void req.end(() => answer && resolve({ ...answer, sent }));
      const slice = body === 'endless' ? Buffer.alloc(SLICE) : body.subarray(sent, sent + SLICE);
      req.write(slice, () => {
        sent += slice.length;
        next();
      });
    };
    next();
  });
}

describe('an upload refused as too large', () => {
  const tooLarge = Buffer.alloc(6 * MB);

  it('is read to its end, so a client that sends all 6 MB before reading gets 413 and its message, not a reset', async () => {
    for (let i = 0; i < 5; i++) {
      const sent = await sendAll(DEMO_API.asr, { 'Content-Type': 'audio/wav', 'Content-Length': tooLarge.length }, tooLarge);
      expect(sent).toEqual({ status: 413, desc: DEMO_MESSAGES.audioTooLarge, sent: tooLarge.length });
    }
  });

  it('is read to its end when it comes in chunks with no length too', async () => {
    const sent = await sendAll(DEMO_API.asr, { 'Content-Type': 'audio/wav' }, tooLarge);
    expect(sent).toEqual({ status: 413, desc: DEMO_MESSAGES.audioTooLarge, sent: tooLarge.length });
  });

  it('is read to its end at the 语音识别 page’s plain form too, which answers 413 with the page and its message', async () => {
    const boundary = 'x'.repeat(20);
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.wav"\r\nContent-Type: audio/wav\r\n\r\n`),
      tooLarge,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const headers = { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': body.length, Origin: server.url };
    expect(await sendAll(DEMO_PAGES.asr.path, headers, body)).toEqual({ status: 413, desc: DEMO_MESSAGES.audioTooLarge, sent: body.length });
  });

  it(`is cut once ${DRAIN_BYTES / MB} MB past its refusal, so a client that never stops sending holds nothing`, async () => {
    const sent = await sendAll(DEMO_API.asr, { 'Content-Type': 'audio/wav' }, 'endless');
    expect(sent.error).toMatch(/^(ECONNRESET|EPIPE)$/);
    // What the sockets of both ends buffer comes on top of what the server read.
    expect(sent.sent).toBeGreaterThan(DRAIN_BYTES);
    expect(sent.sent).toBeLessThan(ASR_LIMITS.maxBytes + DRAIN_BYTES + 16 * MB);
  });
});
