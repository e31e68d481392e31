/**
 * What each upstream answer means for a lead: delivered, refused for good (to the dead
 * letters, or to the visitor still waiting), or tried again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { sendLead } from '../../../../server/leads/leadDelivery';
import type { StoredLead } from '../../../../server/leads/leadStore';
import { createUpstreams } from '../../../../server/upstream/pools';
import { fakeUpstream, json } from '../fakeUpstream';

const lead: StoredLead = {
  seq: 1,
  id: 'lead-1',
  payload: '{"intentionMobile":"13800138000"}',
  headers: {},
  receivedAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
  firstAttemptAt: null,
};

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function answerTo(status: number, body: unknown) {
  const upstream = await fakeUpstream((_req, res) =>
    typeof body === 'string' ? res.writeHead(status, { 'content-type': 'text/html' }).end(body) : json(res, status, body),
  );
  const upstreams = createUpstreams({ api: upstream.url, ai: upstream.url, log: upstream.url }, 2_000);
  cleanups.push(
    () => upstream.close(),
    () => upstreams.close(),
  );
  return sendLead(upstreams, lead);
}

describe('one delivery attempt of a lead', () => {
  it.each([
    [400, { code: 400, desc: '手机号格式不正确' }, 'HTTP 400, code 400'],
    [400, '<html>Bad Request</html>', 'HTTP 400, not an envelope'],
    [403, '<html>Forbidden</html>', 'HTTP 403, not an envelope'],
    [404, { code: 404, desc: '接口不存在' }, 'HTTP 404, code 404'],
    [413, '', 'HTTP 413, not an envelope'],
    [200, { code: 422, desc: '企业名称不合法' }, 'HTTP 200, code 422'],
  ])('is refused for good on HTTP %i %j, with the status and code as its reason', async (status, body, reason) => {
    await expect(answerTo(status, body)).resolves.toMatchObject({ kind: 'refused', status, reason });
  });

  it.each([
    [500, { code: 500, desc: '服务异常' }],
    [503, '<html>Service Unavailable</html>'],
    [408, { code: 408, desc: '请求超时' }],
    [429, { code: 429, desc: '请求过于频繁' }],
    [200, { code: 429, desc: '请求过于频繁' }],
    [200, { code: 408, desc: '请求超时' }],
    [200, 'not json'],
  ])('is tried again on HTTP %i %j', async (status, body) => {
    await expect(answerTo(status, body)).resolves.toMatchObject({ kind: 'failed' });
  });

  it('is tried again when the connection fails', async () => {
    const upstream = await fakeUpstream((_req, res) => void res.socket?.destroy());
    const upstreams = createUpstreams({ api: upstream.url, ai: upstream.url, log: upstream.url }, 2_000);
    cleanups.push(
      () => upstream.close(),
      () => upstreams.close(),
    );
    await expect(sendLead(upstreams, lead)).resolves.toMatchObject({ kind: 'failed' });
  });

  it("never puts the upstream's text in the reason: it may quote the visitor", async () => {
    const result = await answerTo(400, { code: 400, desc: '手机号13800138000已提交' });
    expect(JSON.stringify(result.kind === 'refused' && result.reason)).not.toContain('13800138000');
  });
});
