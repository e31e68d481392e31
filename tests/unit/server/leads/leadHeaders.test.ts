import { describe, expect, it } from 'vitest';
import { leadHeaders } from '../../../../server/leads/leadHeaders';

const forwarded = {
  cookie: 'zm_session=abc; open_user_logined=1',
  accept: 'application/json',
  'accept-language': 'zh-CN,zh;q=0.9',
  'user-agent': 'Mozilla/5.0',
  'x-request-id': 'req-1',
  'x-forwarded-for': '203.0.113.7',
  'x-forwarded-proto': 'https',
  ClientName: 'zhimei-open-web',
};

describe('the headers kept with a lead', () => {
  it('are those a direct forward sends the upstream that it reads, as they were', () => {
    const { accept: _accept, ...kept } = forwarded;
    expect(leadHeaders(forwarded)).toEqual(kept);
  });

  it('drop any other header', () => {
    expect(leadHeaders({ referer: 'https://www.example.com/', 'x-anything': 'x'.repeat(5000), 'user-agent': 'ua' })).toEqual({ 'user-agent': 'ua' });
  });

  it('cut a long value to its bound', () => {
    expect(leadHeaders({ 'user-agent': 'u'.repeat(10_000), 'accept-language': 'a'.repeat(10_000) })).toEqual({
      'user-agent': 'u'.repeat(512),
      'accept-language': 'a'.repeat(128),
    });
  });

  it('keep whole cookies within 4 KB, the login session first wherever it was sent', () => {
    const padding = Array.from({ length: 40 }, (_, i) => `_ga${i}=${'g'.repeat(300)}`).join('; ');
    const { cookie } = leadHeaders({ cookie: `${padding}; tenantName=%E6%BB%A8%E6%B1%9F; open_user_logined=1; zm_session=s3cr3t` });
    expect(cookie!.length).toBeLessThanOrEqual(4096);
    expect(cookie!.startsWith('zm_session=s3cr3t; open_user_logined=1; tenantName=%E6%BB%A8%E6%B1%9F; _ga0=')).toBe(true);
    expect(cookie!.split('; ').every((pair) => /^[\w%]+=[\w%]*$/.test(pair))).toBe(true);
  });
});
