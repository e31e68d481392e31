import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { createMockUpstream } from '../../../mock-upstream/app';
import { signedAsk, SIGNING_KEY, SITE_ORIGIN, tempDir, testMock } from '../../mockUpstream';

describe('createMockUpstream', () => {
  it('creates a missing data directory', () => {
    const dataDir = path.join(tempDir(), 'data');
    testMock({ dataDir });
    expect(fs.existsSync(dataDir)).toBe(true);
  });

  it('refuses options it cannot work with', () => {
    const dataDir = tempDir();
    expect(() => createMockUpstream({ signingKey: '', dataDir, siteOrigin: SITE_ORIGIN })).toThrow(/signingKey/);
    expect(() => createMockUpstream({ signingKey: SIGNING_KEY, dataDir, siteOrigin: 'not a url' })).toThrow(/siteOrigin/);
    expect(() => createMockUpstream({ signingKey: SIGNING_KEY, dataDir, siteOrigin: SITE_ORIGIN, tokenDelayMs: -5 })).toThrow(/tokenDelayMs/);
  });

  it('answers GET /healthz with status ok', async () => {
    const res = await request(testMock().app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers an unknown path with a 404 envelope', async () => {
    const res = await request(testMock().app).get('/api/manage/user/intention/submit');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 404, desc: '接口不存在' });
  });

  it('answers a body over 64kb with a 413 envelope', async () => {
    const res = await request(testMock().app)
      .post(API.docList.path)
      .send({ padding: 'x'.repeat(70 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(413);
  });

  it('answers the chat stream with malformed JSON as a 400 envelope, not a crash', async () => {
    const res = await request(testMock().app).post(API.chatAsk.path).set('Content-Type', 'application/json').send('{');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
  });

  it('ends the answers still streaming when closed', async () => {
    const mock = testMock({ tokenDelayMs: 50 });
    // Closed once the answer has begun (its first bytes arrived), not after a guessed delay.
    let begun!: () => void;
    const streaming = new Promise<void>((resolve) => (begun = resolve));
    const answered = request(mock.app)
      .post(API.chatAsk.path)
      .send(signedAsk('语音合成'))
      .parse((res, callback) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
          begun();
        });
        res.on('end', () => callback(null, body));
      })
      .then((res) => res.body as string);
    await streaming;
    mock.close();
    const text = await answered;
    expect(text.startsWith('data: ')).toBe(true);
    expect(text).not.toContain('/product/TTS.html');
  });
});
