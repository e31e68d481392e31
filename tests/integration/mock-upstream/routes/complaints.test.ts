import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API } from '../../../../shared/api';
import { testMock } from '../../../mockUpstream';

const complaint = {
  category: 'aiContent',
  contentId: '019a3c5e-8f00-7abc-8def-0123456789ab',
  contentIssuedAt: '2026-11-01T00:00:00.000Z',
  pageUrl: '',
  description: 'AI回答中的政策解读与原文不符。',
  contact: '',
};

describe('POST /manage/user/complaint/submit', () => {
  it('keeps a complaint, lists it at GET /complaints, and stores a repeat of its Idempotency-Key once', async () => {
    const { app } = testMock();
    const first = await request(app).post(API.complaintSubmit.path).set('Idempotency-Key', 'c-1').send(complaint).expect(200);
    expect(first.body).toMatchObject({ code: 200, data: { id: expect.any(String) } });
    const again = await request(app).post(API.complaintSubmit.path).set('Idempotency-Key', 'c-1').send(complaint).expect(200);
    expect(again.body).toEqual(first.body);
    const list = await request(app).get('/complaints').expect(200);
    expect(list.body.data).toEqual({ total: 1, list: [{ ...complaint, id: first.body.data.id, createdAt: expect.any(String), complaintId: 'c-1' }] });
  });

  it('refuses a malformed complaint with HTTP 200 and code 400, as the real host does, keeping nothing', async () => {
    const { app } = testMock();
    for (const body of [
      { ...complaint, category: 'spam' },
      { ...complaint, description: 3 },
      { ...complaint, contentIssuedAt: 'yesterday' },
    ]) {
      const res = await request(app).post(API.complaintSubmit.path).send(body).expect(200);
      expect(res.body).toMatchObject({ code: 400, desc: '举报内容格式不正确' });
    }
    expect((await request(app).get('/complaints')).body.data.total).toBe(0);
  });
});
