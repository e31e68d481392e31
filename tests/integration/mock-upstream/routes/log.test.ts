import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { testMock } from '../../../mockUpstream';

const record = (n: number) => ({ logInfo: { seq: n }, pageInfo: { pageSubType: 'home_page' } });

describe('POST /log', () => {
  it('accepts a JSON record with 204 and lists it', async () => {
    const { app } = testMock();
    const res = await request(app).post('/log').send(record(1));
    expect(res.status).toBe(204);
    const listed = await request(app).get('/log');
    expect(listed.body.code).toBe(200);
    expect(listed.body.data.list).toEqual([{ receivedAt: expect.any(String), record: record(1) }]);
  });

  it('accepts JSON sent as text/plain, as navigator.sendBeacon sends it', async () => {
    const { app } = testMock();
    const res = await request(app)
      .post('/log')
      .set('Content-Type', 'text/plain;charset=UTF-8')
      .send(JSON.stringify(record(2)));
    expect(res.status).toBe(204);
    expect((await request(app).get('/log')).body.data.list[0].record).toEqual(record(2));
  });

  it('answers malformed or missing bodies with a 400 envelope', async () => {
    const { app } = testMock();
    const bad = await request(app).post('/log').set('Content-Type', 'text/plain').send('{not json');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(400);
    expect((await request(app).post('/log')).status).toBe(400);
  });
});

describe('GET /log', () => {
  it('lists the newest records first, up to limit', async () => {
    const { app } = testMock();
    for (let n = 1; n <= 5; n++) await request(app).post('/log').send(record(n));
    const res = await request(app).get('/log').query({ limit: 2 });
    expect(res.body.data.total).toBe(5);
    expect(res.body.data.list.map((r: { record: ReturnType<typeof record> }) => r.record.logInfo.seq)).toEqual([5, 4]);
  });
});
