/**
 * The one client of the JSON API calls of shared/api.ts (docs/product.md#response-handling): same
 * origin under API_PREFIX, cookies sent, the client-name header, a 20 s limit, and the
 * toasts of the error catalogue. The streamed chat calls do not go through here.
 */
import { API_PREFIX, type ApiCall, type Envelope } from '../../shared/api';
import { CLIENT_NAME, CLIENT_NAME_HEADER, REQUEST_TIMEOUT_MS } from '../../shared/constants';
import { isRecord } from '../../shared/isRecord';
import { MESSAGES } from '../../shared/messages';
import { toast } from '../toast/store';
import { ApiError } from './ApiError';
import { GENERIC_FAILURE_MESSAGE, judgeResponse } from './responseHandler';
import { anySignal, timeoutSignal } from './signals';

export interface ApiRequestOptions {
  /** Sent as JSON with POST calls; an empty object when absent. Ignored for GET. */
  body?: unknown;
  query?: Record<string, string>;
  /** The caller shows its own message (or none) for a failed answer. */
  hideToast?: boolean;
  /** Aborting it rejects silently: the caller knows why. */
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

export function apiUrl(call: Pick<ApiCall, 'path'>, query?: Record<string, string>): string {
  const search = query ? new URLSearchParams(query).toString() : '';
  return API_PREFIX + call.path + (search ? `?${search}` : '');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Resolves with the envelope whenever one arrives, toast or not: callers decide on
 * `code`. Rejects with an ApiError when none does.
 */
export async function apiRequest<T = unknown>(call: ApiCall, options: ApiRequestOptions = {}): Promise<Envelope<T>> {
  const { hideToast = false, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  // A local binding: calling fetch as a method of `options` throws "Illegal invocation".
  const fetchImpl = options.fetchImpl ?? fetch;
  const report = (message: string): void => {
    if (!hideToast) toast.error(message);
  };

  const timeout = timeoutSignal(timeoutMs);
  const signal = options.signal ? anySignal([timeout, options.signal]) : timeout;
  const init: RequestInit = {
    method: call.method,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', [CLIENT_NAME_HEADER]: CLIENT_NAME },
    signal,
  };
  if (call.method === 'POST') init.body = JSON.stringify(options.body ?? {});

  let status: number;
  let text: string;
  try {
    const response = await fetchImpl(apiUrl(call, options.query), init);
    status = response.status;
    // Reading the body stays under the same signal, so a stalled body also times out.
    text = await response.text();
  } catch (error) {
    if (options.signal?.aborted) throw new ApiError('aborted', '请求已取消', { cause: error });
    if (timeout.aborted) {
      report(MESSAGES.timeout);
      throw new ApiError('timeout', MESSAGES.timeout, { cause: error });
    }
    // fetch's TypeError is a network failure, which the product passes on silently (docs/product.md#response-handling).
    if (error instanceof TypeError) throw new ApiError('network', error.message, { cause: error });
    report(GENERIC_FAILURE_MESSAGE);
    throw new ApiError('failed', GENERIC_FAILURE_MESSAGE, { cause: error });
  }

  const body = parseJson(text);
  // Callers read `body.code`: anything but an object cannot be handed to them.
  if (!isRecord(body)) {
    report(GENERIC_FAILURE_MESSAGE);
    throw new ApiError('invalid-response', GENERIC_FAILURE_MESSAGE, { status });
  }

  const judgement = judgeResponse(status, body);
  if (!judgement.silent) report(judgement.message);
  // The envelope's shape is the upstream's contract; it is not re-checked field by field.
  return body as unknown as Envelope<T>;
}
