import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerLabels } from '../../../../server/compliance/answerLabels';
import { contentIds } from '../../../../server/compliance/contentId';
import { createUpstreams } from '../../../../server/upstream/pools';
import { API } from '../../../../shared/api';
import { DEMO_FILINGS } from '../../../../shared/demoFilings';
import { TEST_SIGNING_KEY, testApp } from '../../../helpers';
import { fakeUpstream } from '../fakeUpstream';

const QUESTION = '我是张三，手机13812345678，介绍一下语音合成';
const ANSWER = '语音合成支持多种音色';

function recordingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const raw: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void (raw.push(line), lines.push(JSON.parse(line) as Record<string, unknown>)) });
  return { logger, lines, raw };
}

describe('the answer log line', () => {
  it('holds the content id, the model and the time the id was issued, from the clock it is given', () => {
    const { logger, lines } = recordingLogger();
    const at = Date.UTC(2026, 10, 28, 9, 30);
    const id = answerLabels({ secret: TEST_SIGNING_KEY, model: '星海智媒大模型', logger, now: () => at }).issue();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'AI answer labelled', contentId: id, model: '星海智媒大模型', issuedAt: '2026-11-28T09:30:00.000Z' });
    expect(contentIds(TEST_SIGNING_KEY).issuedAt(id)?.getTime()).toBe(at);
  });

  describe('of an answer through the site', () => {
    let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
    let upstreams: ReturnType<typeof createUpstreams>;
    const log = recordingLogger();

    beforeAll(async () => {
      upstream = await fakeUpstream((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end(`data: ${JSON.stringify({ status: 0, type: 'text', content: ANSWER })}\n\n`);
      });
      upstreams = createUpstreams({ api: upstream.url, ai: upstream.url, log: upstream.url });
    });
    afterAll(async () => {
      await upstreams.close();
      await upstream.close();
    });

    it('is one line with the id the visitor got and the chat model, never the question, the answer or the address', async () => {
      const app = testApp({ LOG_LEVEL: 'info' }, { upstreams, logger: log.logger });
      const res = await request(app)
        .post(`/api${API.chatAsk.path}`)
        .set('X-Forwarded-For', '203.0.113.9')
        .send({ content: QUESTION, module: ' ics' })
        .buffer(true)
        .parse((response, done) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => done(null, text));
        });
      const closing = JSON.parse(
        (res.body as string)
          .trim()
          .split('\n\n')
          .at(-1)!
          .replace(/^data: /, ''),
      ) as { contentId: string };
      const labelled = log.raw.filter((line) => line.includes('AI answer labelled'));
      expect(labelled).toHaveLength(1);
      expect(JSON.parse(labelled[0]!)).toMatchObject({ contentId: closing.contentId, model: DEMO_FILINGS.genai[0]!.model });
      for (const secret of [QUESTION, '13812345678', '张三', ANSWER, '127.0.0.1', '203.0.113.9']) expect(labelled[0]).not.toContain(secret);
    });
  });
});
