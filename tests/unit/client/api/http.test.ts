import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../client/api/ApiError';
import { apiRequest, apiUrl } from '../../../../client/api/http';
import { toast } from '../../../../client/toast/store';
import { API } from '../../../../shared/api';

afterEach(() => {
  toast.clear();
});

const toastTexts = () => toast.getSnapshot().map((t) => `${t.kind}:${t.message}`);

/** A fetch that answers `body` (a string is sent as it is) and records what it was asked. */
function answering(body: unknown, status = 200) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as typeof fetch;
  return { fetchImpl, calls };
}

/** A fetch that never answers until its signal aborts, like a stalled connection. */
const stalled = (async (_url: string, init: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  })) as typeof fetch;

const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
};

describe('apiRequest', () => {
  it('resolves with the envelope of a successful call and shows nothing', async () => {
    const { fetchImpl } = answering({ code: 200, desc: 'ok', data: { tenantName: '星海日报社' } });
    const body = await apiRequest<{ tenantName: string }>(API.currentUserInfo, { fetchImpl });
    expect(body.data?.tenantName).toBe('星海日报社');
    expect(toastTexts()).toEqual([]);
  });

  it('sends cookies, the JSON content type and the client-name header', async () => {
    const { fetchImpl, calls } = answering({ code: 200 });
    await apiRequest(API.currentUserInfo, { fetchImpl });
    const init = calls[0]?.init;
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json', ClientName: 'zhimei-open-web' });
    expect(init?.body).toBeUndefined();
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('posts the body as JSON to the path under /api', async () => {
    const { fetchImpl, calls } = answering({ code: 200 });
    await apiRequest(API.intentionSubmit, { fetchImpl, body: { intentionName: '张三' } });
    expect(calls[0]?.url).toBe('/api/manage/user/intention/submit');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"intentionName":"张三"}');
  });

  it('posts an empty object when no body is given', async () => {
    const { fetchImpl, calls } = answering({ code: 200 });
    await apiRequest(API.docList, { fetchImpl });
    expect(calls[0]?.init.body).toBe('{}');
  });

  it('encodes the query string', async () => {
    const { fetchImpl, calls } = answering({ code: 200 });
    await apiRequest(API.staticResource, { fetchImpl, query: { url: 'https://cdn.example.com/协议.html?a=1&b=2' } });
    const url = new URL(calls[0]?.url ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/client/html/staticres/get');
    expect(url.searchParams.get('url')).toBe('https://cdn.example.com/协议.html?a=1&b=2');
    expect(calls[0]?.url).not.toContain('协议');
  });

  it('adds no question mark for an empty query', () => {
    expect(apiUrl(API.staticResource, {})).toBe('/api/client/html/staticres/get');
  });

  it('shows the desc of a failed answer and still resolves with it', async () => {
    const { fetchImpl } = answering({ code: 500, desc: '服务繁忙' }, 500);
    await expect(apiRequest(API.docList, { fetchImpl })).resolves.toEqual({ code: 500, desc: '服务繁忙' });
    expect(toastTexts()).toEqual(['error:服务繁忙']);
  });

  it('shows nothing for a silent code', async () => {
    const { fetchImpl } = answering({ code: 10003, desc: '未登录' });
    await expect(apiRequest(API.currentUserInfo, { fetchImpl })).resolves.toMatchObject({ code: 10003 });
    expect(toastTexts()).toEqual([]);
  });

  it('shows nothing for a failed answer when the caller hides toasts', async () => {
    const { fetchImpl } = answering({ code: 500, desc: '服务繁忙' }, 500);
    await expect(apiRequest(API.docList, { fetchImpl, hideToast: true })).resolves.toMatchObject({ code: 500 });
    expect(toastTexts()).toEqual([]);
  });

  it('passes a network failure on silently', async () => {
    const fetchImpl = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const error = await rejection(apiRequest(API.docList, { fetchImpl }));
    expect(error.kind).toBe('network');
    expect(toastTexts()).toEqual([]);
  });

  it('shows the timeout message and rejects with a TimeoutError when the answer takes too long', async () => {
    const error = await rejection(apiRequest(API.docList, { fetchImpl: stalled, timeoutMs: 10 }));
    expect(error.name).toBe('TimeoutError');
    expect(error.kind).toBe('timeout');
    expect(toastTexts()).toEqual(['error:网络请求超时，请检查您的网络环境']);
  });

  it('keeps a timeout quiet when the caller hides toasts', async () => {
    const error = await rejection(apiRequest(API.docList, { fetchImpl: stalled, timeoutMs: 10, hideToast: true }));
    expect(error.name).toBe('TimeoutError');
    expect(toastTexts()).toEqual([]);
  });

  it('rejects silently when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = rejection(apiRequest(API.docList, { fetchImpl: stalled, signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error.name).toBe('AbortError');
    expect(error.kind).toBe('aborted');
    expect(toastTexts()).toEqual([]);
  });

  it('shows the generic message and rejects when the answer is not JSON', async () => {
    const { fetchImpl } = answering('<html>502 Bad Gateway</html>', 502);
    const error = await rejection(apiRequest(API.docList, { fetchImpl }));
    expect(error.kind).toBe('invalid-response');
    expect(error.status).toBe(502);
    expect(toastTexts()).toEqual(['error:请求失败，请稍后重试']);
  });

  it('rejects JSON that is not an envelope object', async () => {
    const { fetchImpl } = answering('null');
    const error = await rejection(apiRequest(API.docList, { fetchImpl, hideToast: true }));
    expect(error.kind).toBe('invalid-response');
    expect(toastTexts()).toEqual([]);
  });

  it('shows the generic message for any other failure of fetch', async () => {
    const fetchImpl = (async () => {
      throw new RangeError('boom');
    }) as typeof fetch;
    const error = await rejection(apiRequest(API.docList, { fetchImpl }));
    expect(error.kind).toBe('failed');
    expect(toastTexts()).toEqual(['error:请求失败，请稍后重试']);
  });

  it('shows one toast when several calls fail with the same message at once', async () => {
    const { fetchImpl } = answering({ code: 500, desc: '服务繁忙' }, 500);
    await Promise.all([apiRequest(API.docList, { fetchImpl }), apiRequest(API.infoCenterList, { fetchImpl })]);
    expect(toastTexts()).toEqual(['error:服务繁忙']);
  });

  it('uses the 20 s limit by default', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const { fetchImpl } = answering({ code: 200 });
    await apiRequest(API.docList, { fetchImpl });
    expect(timeout).toHaveBeenCalledWith(20_000);
    timeout.mockRestore();
  });
});
