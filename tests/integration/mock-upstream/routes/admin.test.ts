import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API } from '../../../../shared/api';
import { testMock } from '../../../mockUpstream';

describe('/__mock/faults', () => {
  it('answers the settings it starts with', async () => {
    const res = await request(testMock({ latencyMs: 5 }).app).get('/__mock/faults');
    expect(res.body.data).toEqual({ latencyMs: 5, fault: null, tokenDelayMs: 0 });
  });

  it('changes the settings at run time and answers the new ones', async () => {
    const res = await request(testMock().app).post('/__mock/faults').send({ fault: 'drop', tokenDelayMs: 15 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, data: { latencyMs: 0, fault: 'drop', tokenDelayMs: 15 } });
  });

  it('refuses settings out of range with a 400 envelope', async () => {
    const { app } = testMock();
    for (const body of [{ fault: 'explode' }, { latencyMs: -1 }, { tokenDelayMs: 1.5 }, { latencyMs: '100' }]) {
      const res = await request(app).post('/__mock/faults').send(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(400);
    }
  });

  it('resets to the defaults on DELETE', async () => {
    const { app } = testMock({ fault: 'drop' });
    await request(app).post('/__mock/faults').send({ fault: 'fail', latencyMs: 100 });
    const res = await request(app).delete('/__mock/faults');
    expect(res.body.data).toEqual({ latencyMs: 0, fault: 'drop', tokenDelayMs: 0 });
  });

  it("makes every API call answer 500 and 上游服务异常 under 'fail'", async () => {
    const { app } = testMock();
    await request(app).post('/__mock/faults').send({ fault: 'fail' });
    const res = await request(app).post(API.docList.path).send({});
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ code: 500, desc: '上游服务异常' });
    expect((await request(app).get(API.currentUserInfo.path)).status).toBe(500);
    expect((await request(app).get('/healthz')).status).toBe(200);
    await request(app).post('/__mock/faults').send({ fault: null });
    expect((await request(app).post(API.docList.path).send({})).status).toBe(200);
  });

  it('delays every answer by latencyMs, but never the knobs themselves', async () => {
    const { app } = testMock();
    // A whole second, so that a knob's own answer (a few ms) stays far below it on a busy machine.
    await request(app).post('/__mock/faults').send({ latencyMs: 1000 });
    let started = Date.now();
    await request(app).post(API.infoCenterList.path).send({});
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    started = Date.now();
    await request(app).delete('/__mock/faults');
    expect(Date.now() - started).toBeLessThan(500);
  });
});

describe('POST /__mock/sessions/expire', () => {
  it('answers 204', async () => {
    expect((await request(testMock().app).post('/__mock/sessions/expire')).status).toBe(204);
  });
});
