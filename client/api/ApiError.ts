/** Why an API call was rejected instead of resolving with an envelope. */
/** `failed` is anything else fetch threw: not a network failure, a timeout or an abort. */
export type ApiErrorKind = 'network' | 'timeout' | 'aborted' | 'invalid-response' | 'failed';

const NAMES: Record<ApiErrorKind, string> = {
  network: 'NetworkError',
  // The DOMException names, so `error.name === 'TimeoutError'` reads the same as for fetch.
  timeout: 'TimeoutError',
  aborted: 'AbortError',
  'invalid-response': 'ApiError',
  failed: 'ApiError',
};

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status, when a response arrived. */
  readonly status: number | undefined;

  constructor(kind: ApiErrorKind, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message);
    // Set here, not through Error's options: engines before Chromium 93 ignore them.
    if (options.cause !== undefined) this.cause = options.cause;
    this.name = NAMES[kind];
    this.kind = kind;
    this.status = options.status;
  }
}
