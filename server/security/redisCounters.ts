/** Rate-limit counters in Redis (REDIS_URL), shared by every replica of the server. */
import type { IncrementResponse, Options, Store } from 'express-rate-limit';
import { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { Logger } from '../ops/logger';
import type { StoreFactory } from './rateLimits';

export interface RedisCounters {
  stores: StoreFactory;
  /** True while every limiter counts in Redis (for /readyz and rate_limit_store_up). */
  connected(): boolean;
  close(): Promise<void>;
}

const NOT_READY = new Error('the rate-limit store (Redis) is not connected');

/** A limit check waits for Redis at most this long; then the request goes through unlimited. */
export const REDIS_COMMAND_TIMEOUT_MS = 100;
/** After a failed check, Redis is not asked for this long: a hanging Redis costs one request 100 ms, not every request. */
export const REDIS_BREAKER_OPEN_MS = 5_000;

/** Open after a failure: checks fail at once (and requests go through) until it closes or Redis is ready again. */
class Breaker {
  private openUntil = 0;
  get open(): boolean {
    return Date.now() < this.openUntil;
  }
  trip(): void {
    this.openUntil = Date.now() + REDIS_BREAKER_OPEN_MS;
  }
  close(): void {
    this.openUntil = 0;
  }
}

/**
 * How soon a failed load of the store's scripts is tried again while Redis stays connected: a
 * load slower than REDIS_COMMAND_TIMEOUT_MS (a replica starting on a loaded machine) fails, and
 * no second 'ready' comes to try again, so the replica would never count.
 */
export const REDIS_STORE_RETRY_MS = 1_000;

/**
 * A RedisStore made once Redis is reachable. RedisStore loads its Lua scripts in init()
 * and keeps a failed load forever, so one made while Redis is still starting (compose
 * starts both together) would never count. Until it exists every call fails, and
 * express-rate-limit lets the request through (passOnStoreError).
 */
class ReadyRedisStore implements Store {
  inner: RedisStore | undefined;
  private options: Options | undefined;
  private connecting = false;

  constructor(
    private readonly client: Redis,
    readonly prefix: string,
    private readonly breaker: Breaker,
  ) {
    client.on('ready', () => void this.connect());
  }

  init(options: Options): void {
    this.options = options;
    if (this.client.status === 'ready') void this.connect();
  }

  private async connect(): Promise<void> {
    if (!this.options || this.inner || this.connecting) return;
    this.connecting = true;
    const store = new RedisStore({
      prefix: this.prefix,
      sendCommand: (command: string, ...args: string[]) => this.client.call(command, ...args) as Promise<RedisReply>,
    });
    try {
      await store.init(this.options);
      this.inner = store;
    } catch {
      // Tried again soon while Redis stays connected, else at its next 'ready'.
      setTimeout(() => {
        if (this.client.status === 'ready') void this.connect();
      }, REDIS_STORE_RETRY_MS).unref();
    } finally {
      this.connecting = false;
    }
  }

  private get store(): RedisStore {
    if (!this.inner) throw NOT_READY;
    return this.inner;
  }

  async increment(key: string): Promise<IncrementResponse> {
    if (this.breaker.open) throw NOT_READY;
    try {
      return await this.store.increment(key);
    } catch (error) {
      this.breaker.trip();
      throw error;
    }
  }

  async decrement(key: string): Promise<void> {
    await this.inner?.decrement(key);
  }

  async resetKey(key: string): Promise<void> {
    await this.inner?.resetKey(key);
  }
}

export function redisCounters(url: string, logger: Logger): RedisCounters {
  const client = new Redis(url, {
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    // While Redis is away a check fails at once, instead of queueing until the timeout.
    enableOfflineQueue: false,
  });
  const breaker = new Breaker();
  let lastError = '';
  client.on('error', (error: Error) => {
    // ioredis reconnects by itself; log a failure once, not on every attempt.
    if (error.message === lastError) return;
    lastError = error.message;
    logger.warn({ err: error }, 'rate-limit store (Redis) unreachable: limits are not enforced until it is back');
  });
  client.on('ready', () => {
    if (lastError) logger.info('rate-limit store (Redis) connected again');
    lastError = '';
    breaker.close();
  });
  const made: ReadyRedisStore[] = [];
  return {
    stores: (prefix) => {
      const store = new ReadyRedisStore(client, prefix, breaker);
      made.push(store);
      return store;
    },
    connected: () => client.status === 'ready' && !breaker.open && made.every((store) => store.inner !== undefined),
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
