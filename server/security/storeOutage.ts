/**
 * One log line when the rate-limit store (Redis) starts failing, and one when it answers
 * again. express-rate-limit lets a request through when its store throws (passOnStoreError)
 * and tells its logger each time, which is the console unless it is given one: with Redis
 * down, every limited request printed a plain-text stack trace to stderr.
 */
import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import type { Logger } from '../ops/logger';

/** What express-rate-limit's `logger` option takes. */
interface LimiterLogger {
  error(error: unknown, message?: string): void;
  warn(error: unknown, message?: string): void;
}

export class StoreOutage {
  private failing = false;
  /** Errors already counted as the store's: express-rate-limit reports each again. */
  private readonly seen = new WeakSet<object>();

  constructor(private readonly logger: Logger) {}

  /** `store` as express-rate-limit sees it, with its failures and successes noted here. */
  watch(store: Store | undefined): Store | undefined {
    return store && new WatchedStore(store, this);
  }

  /** For express-rate-limit's `logger`: the store's failures are logged once per outage; anything else through pino. */
  readonly limiterLogger: LimiterLogger = {
    error: (error, message) => {
      if (!this.wasSeen(error)) this.logger.error({ err: error }, message ?? 'rate limit error');
    },
    warn: (error, message) => this.logger.warn({ err: error }, message ?? 'rate limit warning'),
  };

  failed(error: unknown): void {
    if (typeof error === 'object' && error !== null) this.seen.add(error);
    if (this.failing) return;
    this.failing = true;
    this.logger.warn({ err: error }, 'rate-limit store failing: requests pass without a limit until it answers again');
  }

  answered(): void {
    if (!this.failing) return;
    this.failing = false;
    this.logger.info('rate-limit store answering again: limits enforced');
  }

  private wasSeen(error: unknown): boolean {
    return typeof error === 'object' && error !== null && this.seen.has(error);
  }
}

/** A store whose every call tells the outage whether it worked. */
class WatchedStore implements Store {
  readonly prefix: string | undefined;
  readonly localKeys: boolean | undefined;
  readonly get: ((key: string) => Promise<ClientRateLimitInfo | undefined>) | undefined;

  constructor(
    private readonly store: Store,
    private readonly outage: StoreOutage,
  ) {
    this.prefix = store.prefix;
    this.localKeys = store.localKeys;
    this.get = store.get && ((key) => this.noted(async () => store.get!(key)));
  }

  init(options: Options): void | Promise<void> {
    return this.store.init?.(options);
  }

  increment(key: string): Promise<IncrementResponse> {
    return this.noted(async () => this.store.increment(key));
  }

  decrement(key: string): Promise<void> {
    return this.noted(async () => this.store.decrement(key));
  }

  resetKey(key: string): Promise<void> {
    return this.noted(async () => this.store.resetKey(key));
  }

  private async noted<T>(call: () => Promise<T>): Promise<T> {
    try {
      const result = await call();
      this.outage.answered();
      return result;
    } catch (error) {
      this.outage.failed(error);
      throw error;
    }
  }
}
