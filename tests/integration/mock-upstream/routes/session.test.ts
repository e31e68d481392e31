import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API } from '../../../../shared/api';
import { testMock } from '../../../mockUpstream';

const EXPIRED = { code: 401, desc: '登录已过期，请重新登录' };

describe('GET /manage/user/zmService/currentUserInfo', () => {
  it('answers data.code 200 and the tenant after a console login', async () => {
    const agent = request.agent(testMock().app);
    await agent.post('/console/login').type('form').send({ tenant: '滨江区融媒体中心' });
    const res = await agent.get(API.currentUserInfo.path);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, data: { code: 200, tenantName: '滨江区融媒体中心' } });
  });

  it('answers data.code 401 without a session cookie', async () => {
    const res = await request(testMock().app).get(API.currentUserInfo.path);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, data: EXPIRED });
  });

  it('answers data.code 401 for an unknown session token', async () => {
    const res = await request(testMock().app).get(API.currentUserInfo.path).set('Cookie', 'zm_session=forged');
    expect(res.body.data).toEqual(EXPIRED);
  });

  it('answers data.code 401 once every session has been expired', async () => {
    const { app } = testMock();
    const agent = request.agent(app);
    await agent.post('/console/login').type('form').send({ tenant: '星海日报社' });
    expect((await agent.get(API.currentUserInfo.path)).body.data.code).toBe(200);
    expect((await request(app).post('/__mock/sessions/expire')).status).toBe(204);
    expect((await agent.get(API.currentUserInfo.path)).body.data).toEqual(EXPIRED);
  });

  it('is never cached', async () => {
    const res = await request(testMock().app).get(API.currentUserInfo.path);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
