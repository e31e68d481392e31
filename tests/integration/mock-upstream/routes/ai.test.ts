import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API } from '../../../../shared/api';
import { CHAT_MODULE, HUMAN_SERVICE_TRIGGERS } from '../../../../shared/constants';
import { HANDOVER_ANSWER } from '../../../../mock-upstream/aiAnswer';
import { sign } from '../../../../mock-upstream/signature';
import { answerText, parseEvents, signedAsk, SIGNING_KEY, testMock } from '../../../mockUpstream';

describe('POST /manage/html/aiAsk/default/prompt/listIcs', () => {
  it('suggests five questions, different from one call to the next', async () => {
    const { app } = testMock();
    const first = await request(app).post(API.promptList.path).send({ module: CHAT_MODULE });
    const second = await request(app).post(API.promptList.path).send({ module: CHAT_MODULE });
    expect(first.body.code).toBe(200);
    expect(first.body.data).toHaveLength(5);
    expect(first.body.data.every((q: unknown) => typeof q === 'string')).toBe(true);
    expect([...second.body.data].sort()).not.toEqual([...first.body.data].sort());
  });

  it("refuses a module other than ' ics' (with its leading space)", async () => {
    for (const module of ['ics', ' ICS', undefined]) {
      const res = await request(testMock().app).post(API.promptList.path).send({ module });
      expect(res.body).toMatchObject({ code: 400, desc: '模块标识不正确' });
    }
  });

  it('checks the signature our server adds, when one is sent', async () => {
    const { app } = testMock();
    const now = Date.now();
    const good = await request(app)
      .post(API.promptList.path)
      .send({ module: CHAT_MODULE, timestamp: now, secret: sign(SIGNING_KEY, now) });
    expect(good.body.code).toBe(200);
    const bad = await request(app)
      .post(API.promptList.path)
      .send({ module: CHAT_MODULE, timestamp: now, secret: sign('wrong-key-0123456789', now) });
    expect(bad.status).toBe(401);
  });
});

describe('POST /manage/html/aiAsk/stream/textAskIcs', () => {
  it('streams an answer about 语音合成 that links its product page', async () => {
    const res = await request(testMock().app).post(API.chatAsk.path).send(signedAsk('语音合成支持哪些音色和方言？'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const events = parseEvents(res.text);
    expect(events.length).toBeGreaterThan(20);
    expect(events.every((e) => e.status === 0 && e.type === 'text' && Array.from(e.content).length <= 4)).toBe(true);
    const text = answerText(events);
    expect(text).toContain('**语音合成**');
    expect(text).toContain('[了解更多：语音合成](/product/TTS.html)');
  });

  it('links the data board page for a question about 数据大屏', async () => {
    const res = await request(testMock().app).post(API.chatAsk.path).send(signedAsk('数据大屏适合融媒体指挥中心吗'));
    expect(answerText(parseEvents(res.text))).toContain('(/product/data-board.html)');
  });

  it('answers a general question with the product groups', async () => {
    const res = await request(testMock().app).post(API.chatAsk.path).send(signedAsk('你们公司都做什么？'));
    const text = answerText(parseEvents(res.text));
    expect(text).toContain('**智能采集**');
    expect(text).toContain('**整体解决方案**');
  });

  it.each(HUMAN_SERVICE_TRIGGERS)('hands over to human service with status 8 events for “%s”', async (phrase) => {
    const res = await request(testMock().app)
      .post(API.chatAsk.path)
      .send(signedAsk(` ${phrase} `));
    const events = parseEvents(res.text);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.status === 8)).toBe(true);
    expect(answerText(events)).toBe(HANDOVER_ANSWER);
  });

  it('refuses a wrong secret with 401 and 签名校验失败', async () => {
    const res = await request(testMock().app)
      .post(API.chatAsk.path)
      .send(signedAsk('你好', { secret: sign('wrong-key-0123456789', Date.now()) }));
    expect(res.status).toBe(401);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({ code: 401, desc: '签名校验失败' });
  });

  it('refuses a correctly signed timestamp six minutes old with 401 and 请求已过期', async () => {
    const res = await request(testMock().app)
      .post(API.chatAsk.path)
      .send(signedAsk('你好', {}, Date.now() - 6 * 60 * 1000));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 401, desc: '请求已过期' });
  });

  it('refuses an empty question or a wrong module with a 400 envelope', async () => {
    const { app } = testMock();
    const empty = await request(app).post(API.chatAsk.path).send(signedAsk('   '));
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 400, desc: '问题内容不能为空' });
    const module = await request(app)
      .post(API.chatAsk.path)
      .send(signedAsk('你好', { module: 'ics' }));
    expect(module.status).toBe(400);
    expect(module.body).toMatchObject({ code: 400, desc: '模块标识不正确' });
  });

  it('sends a single status 3 event when the fault knob says fail', async () => {
    const { app } = testMock({ fault: 'fail' });
    const res = await request(app).post(API.chatAsk.path).send(signedAsk('语音合成'));
    expect(res.status).toBe(200);
    expect(parseEvents(res.text)).toEqual([{ status: 3, type: 'text', content: '' }]);
  });

  it('cuts the connection mid-answer when the fault knob says drop', async () => {
    const { app } = testMock({ fault: 'drop' });
    await expect(request(app).post(API.chatAsk.path).send(signedAsk('语音合成'))).rejects.toThrow(/socket hang up|aborted|ECONNRESET/);
  });
});

describe('POST /manage/html/aiAsk/stream/textAskIcsArtificial', () => {
  it('always streams the hand-over answer with status 8', async () => {
    const res = await request(testMock().app).post(API.humanServiceAsk.path).send(signedAsk('语音合成'));
    const events = parseEvents(res.text);
    expect(events.every((e) => e.status === 8)).toBe(true);
    expect(answerText(events)).toBe(HANDOVER_ANSWER);
  });

  it('checks the signature like the chat does', async () => {
    const res = await request(testMock().app)
      .post(API.humanServiceAsk.path)
      .send({ content: '人工服务', module: CHAT_MODULE, timestamp: Date.now(), secret: '0'.repeat(64) });
    expect(res.status).toBe(401);
  });
});
