/**
 * One test per way the upstream can fail, as the visitor sees it: a JSON call gets a
 * Chinese envelope with 502 or 504, an AI answer gets an envelope before it started or a
 * final status-3 event after; never a hang, a crash or a 500. (The HTML error page, a slow
 * JSON call, a refused JSON call, a stream dropped mid-event and a refused signature are in
 * proxy.test.ts and sse.test.ts.)
 */
import http from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../../shared/api';
import { MESSAGES } from '../../../../shared/messages';
import { createUpstreams } from '../../../../server/upstream/pools';
import { DEAD_UPSTREAM, listen, testApp } from '../../../helpers';
import { fakeUpstream, json, type Handler } from '../fakeUpstream';

/**
 * The tests' stand-ins for the 20 s call timeout and the 30 s stream silence. A wait is
 * called too long at ten times them: far below undici's 300 s defaults, far above a busy loop.
 */
const TIMEOUT_MS = 300;
const IDLE_MS = 300;
const DOC_LIST = `/api${API.docList.path}`;
const CHAT = `/api${API.chatAsk.path}`;
const ASK = { content: '介绍一下语音合成', module: ' ics' };

let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  upstream = await fakeUpstream(() => {});
  const url = upstream.url;
  server = await listen(testApp({}, { upstreams: createUpstreams({ api: url, ai: url, log: url }, TIMEOUT_MS, IDLE_MS) }));
});
afterAll(async () => {
  await server.close();
  await upstream.close();
});
beforeEach(() => {
  upstream.requests.length = 0;
});

function event(status: number, content: string) {
  return `data: ${JSON.stringify({ status, type: 'text', content })}\n\n`;
}

function answer(status: number, contentType: string, body: string | Buffer): Handler {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': contentType });
    res.end(body);
  };
}

function streamHead(res: http.ServerResponse) {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.flushHeaders();
}

/** POSTs an ask and collects the whole answer, however it ends. */
function askChat(): Promise<{ status: number; type: string; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}${CHAT}`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(JSON.stringify(ASK));
  });
}

const chineseEnvelope = (code: number, desc: string) => expect.objectContaining({ code, desc });

describe('a JSON call whose upstream answers garbage gets a 502 envelope saying so', () => {
  it.each<[string, Handler]>([
    ['plain text', answer(200, 'text/plain', 'OK')],
    ['an envelope whose code is not a number', answer(200, 'application/json', '{"code":"x","data":5}')],
    ['an envelope without a code', answer(200, 'application/json', '{"desc":"成功","data":{"list":[]}}')],
    ['a JSON array', answer(200, 'application/json', '[{"code":200}]')],
    ['JSON null', answer(200, 'application/json', 'null')],
    ['an empty 200 body', answer(200, 'application/json', '')],
    ['a truncated JSON body', answer(200, 'application/json', '{"code":200,"desc":"成功","data":{"li')],
    // Refused on its Content-Length, before a byte of it is waited for: this one never ends.
    [
      'a body over 2 MB',
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(3 * 1024 * 1024) });
        res.write('{"code":200,"desc":"成功","data":"');
      },
    ],
  ])('%s', async (_name, handler) => {
    upstream.handler = handler;
    const res = await request(server.url).post(DOC_LIST).send({ pageNum: 1 }).expect(502);
    expect(res.body).toEqual(chineseEnvelope(502, MESSAGES.badUpstream));
  });
});

describe('a JSON call whose upstream fails', () => {
  it('gets 502 with its own desc when the upstream answers a 5xx envelope (a gateway never reports 500 for someone else)', async () => {
    upstream.handler = (_req, res) => json(res, 500, { code: 500, desc: '上游服务异常' });
    const res = await request(server.url).post(DOC_LIST).send({}).expect(502);
    expect(res.body).toEqual(chineseEnvelope(500, '上游服务异常'));
  });

  it('gets 502 unreachable when the connection drops halfway through the body', async () => {
    upstream.handler = (req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '200' });
      res.write('{"code":200,"desc":"成功","data":{"list":[');
      setTimeout(() => req.socket.destroy(), 20);
    };
    const res = await request(server.url).post(DOC_LIST).send({}).expect(502);
    expect(res.body).toEqual(chineseEnvelope(502, MESSAGES.unreachable));
  });

  it('gets 504 when the headers come but the body stalls, and the upstream request is dropped', async () => {
    upstream.handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"code":200,');
    };
    const started = Date.now();
    const res = await request(server.url).post(DOC_LIST).send({}).expect(504);
    expect(res.body).toEqual(chineseEnvelope(504, MESSAGES.timeout));
    expect(Date.now() - started).toBeLessThan(10 * TIMEOUT_MS);
    await upstream.requests[0]!.closed;
  });
});

describe('an AI answer whose upstream fails before the stream starts gets an envelope', () => {
  it('502 unreachable when the AI host refuses connections', async () => {
    const down = await listen(testApp({}, { upstreams: createUpstreams({ api: DEAD_UPSTREAM, ai: DEAD_UPSTREAM, log: DEAD_UPSTREAM }, TIMEOUT_MS, IDLE_MS) }));
    try {
      const res = await request(down.url).post(CHAT).send(ASK).expect(502);
      expect(res.body).toEqual(chineseEnvelope(502, MESSAGES.unreachable));
    } finally {
      await down.close();
    }
  });

  it('504 when the AI host accepts the ask but never answers, and the upstream request is dropped', async () => {
    upstream.handler = () => {};
    const started = Date.now();
    const res = await request(server.url).post(CHAT).send(ASK).expect(504);
    expect(res.body).toEqual(chineseEnvelope(504, MESSAGES.timeout));
    expect(Date.now() - started).toBeLessThan(10 * TIMEOUT_MS);
    await upstream.requests[0]!.closed;
  });

  it.each<[string, Handler, number, string]>([
    ['a JSON error envelope with 200', answer(200, 'application/json', '{"code":500,"desc":"模型服务繁忙，请稍后再试"}'), 500, '模型服务繁忙，请稍后再试'],
    ['a JSON error envelope with 503', answer(503, 'application/json', '{"code":503,"desc":"模型服务繁忙，请稍后再试"}'), 503, '模型服务繁忙，请稍后再试'],
    ['an HTML error page with 500', answer(500, 'text/html', '<html><body>Internal Server Error</body></html>'), 502, MESSAGES.badUpstream],
    ['JSON of the wrong shape', answer(200, 'application/json', '{"code":"x","data":5}'), 502, MESSAGES.badUpstream],
    ['a JSON array', answer(400, 'application/json', '[1,2,3]'), 502, MESSAGES.badUpstream],
  ])('502 for %s', async (_name, handler, code, desc) => {
    upstream.handler = handler;
    const { status, type, text } = await askChat();
    expect(status).toBe(502);
    expect(type).toMatch(/^application\/json/);
    expect(JSON.parse(text)).toEqual(chineseEnvelope(code, desc));
  });
});

describe('an AI answer that breaks after it started ends with a final status-3 event', () => {
  it('when the stream falls silent: after the idle limit, and the upstream request is dropped', async () => {
    upstream.handler = (_req, res) => {
      streamHead(res);
      res.write(event(0, '语音合成'));
    };
    const started = Date.now();
    const { status, text } = await askChat();
    expect(status).toBe(200);
    expect(text).toBe(event(0, '语音合成') + event(3, ''));
    expect(Date.now() - started).toBeLessThan(10 * IDLE_MS);
    await upstream.requests[0]!.closed;
  });

  it('when the stream sends nothing at all after its headers', async () => {
    upstream.handler = (_req, res) => streamHead(res);
    const { status, text } = await askChat();
    expect(status).toBe(200);
    expect(text).toBe(event(3, ''));
  });

  it.each([
    ['data that is not JSON', 'data: 语音合成支持多种音色\n\n'],
    ['JSON without a status', 'data: {"type":"text","content":"好"}\n\n'],
    ['a status that is not a number', 'data: {"status":"0","type":"text","content":"好"}\n\n'],
    ['a line that is no SSE field', '<html>502 Bad Gateway</html>\n\n'],
    ['random bytes', Buffer.from([0xff, 0xfe, 0x00, 0x0a, 0x0a]).toString('latin1')],
  ])('when it sends garbage (%s): the good events pass, the garbage does not, and the upstream is dropped', async (_name, garbage) => {
    upstream.handler = (_req, res) => {
      streamHead(res);
      res.write(event(0, '语音'));
      res.write(Buffer.from(garbage, 'latin1'));
      // ...and would go on for ever.
    };
    const { status, text } = await askChat();
    expect(status).toBe(200);
    expect(text).toBe(event(0, '语音') + event(3, ''));
    await upstream.requests[0]!.closed;
  });

  it('when it sends an endless event that never ends: memory stays bounded and the upstream is dropped', async () => {
    upstream.handler = (_req, res) => {
      streamHead(res);
      res.write(event(0, '语音'));
      res.write('data: ');
      const flood = () => {
        if (!res.destroyed) res.write('x'.repeat(16 * 1024), () => setImmediate(flood));
      };
      flood();
    };
    const { text } = await askChat();
    expect(text).toBe(event(0, '语音') + event(3, ''));
    await upstream.requests[0]!.closed;
  });

  it('when the stream ends cleanly in the middle of an event', async () => {
    upstream.handler = (_req, res) => {
      streamHead(res);
      res.end(event(0, '语音') + 'data: {"status":0,"type":"te');
    };
    const { text } = await askChat();
    expect(text).toBe(event(0, '语音') + event(3, ''));
  });

  it('but a complete answer passes as the upstream sent it, comments and all, then its closing event', async () => {
    upstream.handler = (_req, res) => {
      streamHead(res);
      res.end(': keep-alive\n\n' + event(0, '语音') + 'event: message\nid: 2\ndata: {"status":0,"type":"text","content":"合成"}\n\n');
    };
    const { text } = await askChat();
    const passed = ': keep-alive\n\n' + event(0, '语音') + 'event: message\nid: 2\ndata: {"status":0,"type":"text","content":"合成"}\n\n';
    expect(text.slice(0, passed.length)).toBe(passed);
    expect(JSON.parse(text.slice(passed.length).replace(/^data: /, ''))).toEqual({ status: 0, type: 'text', content: '', contentId: expect.any(String) });
  });
});
