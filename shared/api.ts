/**
 * The upstream calls (docs/product.md#upstream-calls), once: the proxy's allow-list, the client's API
 * paths and the mock upstream all read this. `host` says which upstream serves it.
 * Paths the product names no path for are chosen here (docs/architecture.md#the-upstream-and-the-api).
 */
export type UpstreamHost = 'api' | 'ai';

export interface ApiCall {
  method: 'GET' | 'POST';
  path: string;
  host: UpstreamHost;
  /** Answered as a Server-Sent Event stream. */
  stream?: boolean;
  /** The server adds `timestamp` and `secret` (HMAC-SHA256) before forwarding. */
  signed?: boolean;
  /** The query parameters the call documents: the proxy forwards these (once each) and drops any other. */
  query?: readonly string[];
}

export const API = {
  intentionSubmit: { method: 'POST', path: '/manage/user/intention/submit', host: 'api' },
  staticResource: { method: 'GET', path: '/client/html/staticres/get', host: 'api', query: ['url'] },
  currentUserInfo: { method: 'GET', path: '/manage/user/zmService/currentUserInfo', host: 'api' },
  docList: { method: 'POST', path: '/manage/user/homepage/doc/list', host: 'api' },
  docDetail: { method: 'POST', path: '/manage/user/homepage/doc/detail', host: 'api' },
  infoCenterList: { method: 'POST', path: '/manage/user/infoCenter/flist', host: 'api' },
  promptList: { method: 'POST', path: '/manage/html/aiAsk/default/prompt/listIcs', host: 'api' },
  humanServiceAsk: { method: 'POST', path: '/manage/html/aiAsk/stream/textAskIcsArtificial', host: 'ai', stream: true, signed: true },
  chatAsk: { method: 'POST', path: '/manage/html/aiAsk/stream/textAskIcs', host: 'ai', stream: true, signed: true },
  courseList: { method: 'POST', path: '/manage/html/aiEdu/front/courseList', host: 'api' },
  /** A 投诉举报 (server/compliance/complaintApi.ts answers it on /api, through its own outbox): not forwarded as it comes. */
  complaintSubmit: { method: 'POST', path: '/manage/user/complaint/submit', host: 'api' },
} as const satisfies Record<string, ApiCall>;

/**
 * Calls the server makes of the upstream on its own account, never on a browser's: they are
 * not in API, so the proxy's allow-list never forwards them. A withdrawal names a lead by
 * the Idempotency-Key it was delivered with (server/compliance/withdrawal.ts): whoever could
 * call it from a browser could delete anyone's lead.
 */
export const SERVER_CALLS = {
  intentionWithdraw: { method: 'POST', path: '/manage/user/intention/withdraw', host: 'api' },
} as const satisfies Record<string, ApiCall>;

/** Browser-facing prefix: `/api/manage/...` is forwarded to `${UPSTREAM_URL}/manage/...`. */
export const API_PREFIX = '/api';

/** Analytics records go to `/log` on our server, forwarded to `${LOG_URL}/log`. */
export const LOG_PATH = '/log';

/** SSE event of the AI stream (docs/product.md#entities). */
export interface StreamEvent {
  status: number;
  type: 'text';
  content: string;
  /**
   * The answer's content id, on the closing event the server adds once the answer came whole
   * (server/compliance/answerLabels.ts): status 0, no text, so older clients pass over it.
   */
  contentId?: string;
}

/** Stream statuses the chat understands; any other is ignored. */
export const STREAM_STATUS = { none: -1, text: 0, error: 3, humanService: 8 } as const;

/** Response envelope of every upstream call (docs/product.md#entities). */
export interface Envelope<T = unknown> {
  code: number;
  desc: string;
  resultCode?: number;
  resultMsg?: string;
  data?: T;
}

export { LOGIN_COOKIE, SESSION_COOKIE, TENANT_COOKIE } from './loginCookies';
