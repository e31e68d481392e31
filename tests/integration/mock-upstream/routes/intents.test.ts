import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API } from '../../../../shared/api';
import { INTENTS_FILE } from '../../../../mock-upstream/intentStore';
import { UPSTREAM_REFUSAL_DESC } from '../../../../mock-upstream/middleware';
import { testMock } from '../../../mockUpstream';

const intent = {
  version: '1.0',
  intentionType: 3,
  intentionSource: 10033,
  intentionCompany: '滨江区融媒体中心',
  intentionMobile: '13912345678',
  intentionName: '王五',
  intentionScene: '希望试用AI视频工作室制作新闻短视频',
};

describe('POST /manage/user/intention/submit', () => {
  it('persists a valid intent to intents.jsonl before answering with its id', async () => {
    const { app, dataDir } = testMock();
    const res = await request(app).post(API.intentionSubmit.path).send(intent);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, desc: '成功' });
    const id: string = res.body.data.id;
    const lines = fs.readFileSync(path.join(dataDir, INTENTS_FILE), 'utf8').trim().split('\n');
    expect(lines.map((l) => JSON.parse(l))).toEqual([{ ...intent, id, createdAt: expect.any(String) }]);
  });

  it('stores an intent sent twice with the same Idempotency-Key once, and answers the repeat with the first answer', async () => {
    const { app, dataDir } = testMock();
    const first = await request(app).post(API.intentionSubmit.path).set('Idempotency-Key', 'lead-1').send(intent).expect(200);
    const again = await request(app).post(API.intentionSubmit.path).set('Idempotency-Key', 'lead-1').send(intent).expect(200);
    expect(again.body).toEqual(first.body);
    const other = await request(app).post(API.intentionSubmit.path).set('Idempotency-Key', 'lead-2').send(intent).expect(200);
    expect(other.body.data.id).not.toBe(first.body.data.id);
    const lines = fs.readFileSync(path.join(dataDir, INTENTS_FILE), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(2);
  });

  it('remembers an Idempotency-Key across a restart: the key is stored with the intent', async () => {
    const { app, dataDir } = testMock();
    const first = await request(app).post(API.intentionSubmit.path).set('Idempotency-Key', 'lead-1').send(intent).expect(200);
    const { app: restarted } = testMock({ dataDir });
    const again = await request(restarted).post(API.intentionSubmit.path).set('Idempotency-Key', 'lead-1').send(intent).expect(200);
    expect(again.body.data.id).toBe(first.body.data.id);
  });

  it('refuses every intent under the refuse fault, with code 409 and its reason, and stores nothing', async () => {
    const { app, dataDir } = testMock({ fault: 'refuse' });
    const res = await request(app).post(API.intentionSubmit.path).send(intent).expect(200);
    expect(res.body).toMatchObject({ code: 409, desc: UPSTREAM_REFUSAL_DESC });
    expect(fs.existsSync(path.join(dataDir, INTENTS_FILE))).toBe(false);
  });

  it('answers a refused intent with HTTP 200, code 400 and the reason, and stores nothing', async () => {
    const { app, dataDir } = testMock();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...intent, intentionMobile: '1391234567' }, '请填写手机号码'],
      [{ ...intent, intentionName: '' }, '未填写姓名'],
      [{ ...intent, intentionCompany: '   ' }, '未填写企业名称'],
      [{ ...intent, intentionScene: '长'.repeat(501) }, '使用场景不能超过500个字'],
    ];
    for (const [body, desc] of cases) {
      const res = await request(app).post(API.intentionSubmit.path).send(body);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: 400, desc, resultCode: 400, resultMsg: desc });
    }
    expect(fs.existsSync(path.join(dataDir, INTENTS_FILE))).toBe(false);
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await request(testMock().app).post(API.intentionSubmit.path).set('Content-Type', 'application/json').send('{"intentionName":');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, desc: '请求体不是合法的JSON' });
  });

  it("records a logged-in visitor's bare contact request under the tenant", async () => {
    const agent = request.agent(testMock().app);
    await agent.post('/console/login').type('form').send({ tenant: '星海日报社' });
    const res = await agent.post(API.intentionSubmit.path).send({ intentionType: 3, intentionSource: 10033 });
    expect(res.body.code).toBe(200);
    const listed = await agent.get('/intents');
    expect(listed.body.data.list[0]).toMatchObject({ tenantName: '星海日报社', intentionCompany: '星海日报社' });
  });
});

describe('GET /intents', () => {
  it('lists the persisted intents newest first in an envelope', async () => {
    const { app } = testMock();
    const first = await request(app).post(API.intentionSubmit.path).send(intent);
    const second = await request(app)
      .post(API.intentionSubmit.path)
      .send({ ...intent, intentionName: '赵六' });
    const res = await request(app).get('/intents');
    expect(res.body.code).toBe(200);
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.list.map((i: { id: string }) => i.id)).toEqual([second.body.data.id, first.body.data.id]);
    expect(res.body.data.list[0]).toMatchObject({ intentionName: '赵六', intentionMobile: '13912345678' });
  });
});
