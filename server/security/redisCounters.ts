/** Rate-limit counters in Redis (REDIS_URL), shared by every replica of the server. */
import type { IncrementResponse, Options, Store } from 'express-rate-limit';
import { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { Logger } from '../ops/logger';
import type { StoreFactory } from './rateLimits';

export interface RedisCounters {
  stores: StoreFactory;
  /** True once every limiter counts in Redis (for /readyz). */
  connected(): boolean;
  close(): Promise<void>;
}

const NOT_READY = new Error('the rate-limit store (Redis) is not connected');

/**
 * A RedisStore made once Redis is reachable. RedisStore loads its Lua scripts in init()
 * and keeps a failed load forever, so one made while Redis is still starting (compose
 * starts both together) would never count. Until it exists every call fails, and
 * express-rate-limit lets the request through (passOnStoreError).
 */
class ReadyRedisStore implements Store {
  inner: RedisStore | undefined;
  private options: Options | undefined;

  constructor(
    private readonly client: Redis,
    readonly prefix: string,
  ) {
    client.on('ready', () => void this.connect());
  }

  init(options: Options): void {
    this.options = options;
    if (this.client.status === 'ready') void this.connect();
  }

  private async connect(): Promise<void> {
    if (!this.options || this.inner) return;
    const store = new RedisStore({
      prefix: this.prefix,
      sendCommand: (command: string, ...args: string[]) => this.client.call(command, ...args) as Promise<RedisReply>,
    });
    try {
      await store.init(this.options);
      this.inner = store;
    } catch {
      // Tried again at the next 'ready'.
    }
  }

  private get store(): RedisStore {
    if (!this.inner) throw NOT_READY;
    return this.inner;
  }

  increment(key: string): Promise<IncrementResponse> {
    return this.store.increment(key);
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
    // A limit check waits for Redis at most this long; then the request goes through.
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
  });
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
  });
  const made: ReadyRedisStore[] = [];
  return {
    stores: (prefix) => {
      const store = new ReadyRedisStore(client, prefix);
      made.push(store);
      return store;
    },
    connected: () => client.status === 'ready' && made.every((store) => store.inner !== undefined),
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
