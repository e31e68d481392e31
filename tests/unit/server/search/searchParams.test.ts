import { describe, expect, it } from 'vitest';
import { readSearchParams, SEARCH_PARAM_ERRORS } from '../../../../server/search/searchParams';

describe('the parameters of /api/search', () => {
  it('reads the query, decoded as a form encodes it, and the default limit', () => {
    expect(readSearchParams('?q=%E8%AF%AD%E9%9F%B3+%E5%90%88%E6%88%90')).toEqual({ ok: true, query: '语音 合成', limit: 10 });
  });

  it('takes the first value of a repeated parameter', () => {
    expect(readSearchParams('?q=TTS&q=ASR&limit=3&limit=9')).toEqual({ ok: true, query: 'TTS', limit: 3 });
  });

  it('lowers a limit above 50 to 50', () => {
    expect(readSearchParams('?q=a&limit=51')).toMatchObject({ limit: 50 });
  });

  it('refuses a limit that is not a whole number from 1', () => {
    for (const limit of ['0', '-3', 'x', '2.5', '%']) expect(readSearchParams(`?q=a&limit=${limit}`)).toEqual({ ok: false, desc: SEARCH_PARAM_ERRORS.limit });
  });

  it('refuses invalid percent-encoding in the query, and ignores it in parameters it does not read', () => {
    expect(readSearchParams('?q=%E0%A4%A')).toEqual({ ok: false, desc: SEARCH_PARAM_ERRORS.encoding });
    expect(readSearchParams('?utm=%FF&q=TTS')).toEqual({ ok: true, query: 'TTS', limit: 10 });
  });

  it('cuts the query to 100 characters, outside the basic plane too', () => {
    const params = readSearchParams(`?q=${encodeURIComponent('𠀀'.repeat(120))}`);
    expect(params.ok && Array.from(params.query)).toHaveLength(100);
  });
});
