/**
 * The rate-limit store failing (Redis down) and coming back: requests pass without a limit
 * meanwhile, the log says so once through pino and once again when the store answers, and
 * nothing is printed to stderr (express-rate-limit printed a stack trace per request).
 */
import type { IncrementResponse, Store } from 'express-rate-limit';
import { pino } from 'pino';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testApp } from '../../../helpers';

/** A store in memory that throws, as a RedisStore does with Redis away, while `down` is set. */
class FlakyStore implements Store {
  static down = false;
  readonly localKeys = false;
  private readonly hits = new Map<string, number>();
  constructor(readonly prefix: string) {}
  async increment(key: string): Promise<IncrementResponse> {
    if (FlakyStore.down) throw new Error('connect ECONNREFUSED 127.0.0.1:6379');
    const totalHits = (this.hits.get(key) ?? 0) + 1;
    this.hits.set(key, totalHits);
    return { totalHits, resetTime: new Date(Date.now() + 60_000) };
  }
  async decrement(key: string): Promise<void> {
    if (FlakyStore.down) throw new Error('connect ECONNREFUSED 127.0.0.1:6379');
    this.hits.set(key, (this.hits.get(key) ?? 1) - 1);
  }
  async resetKey(key: string): Promise<void> {
    this.hits.delete(key);
  }
}

interface Line {
  level: number;
  msg: string;
  err?: { message: string };
}

function loggedApp() {
  const lines: Line[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Line) });
  const app = testApp({ RATE_LIMIT_SEARCH_PER_MIN: '5', LOG_LEVEL: 'info' }, { logger, rateLimitStores: (prefix) => new FlakyStore(prefix) });
  const aboutTheStore = () => lines.filter((line) => /rate-limit store|express-rate-limit/.test(line.msg));
  return { app, aboutTheStore };
}

const PINO_WARN = 40;
const PINO_INFO = 30;

afterEach(() => {
  FlakyStore.down = false;
  vi.restoreAllMocks();
});

describe('the rate-limit store failing', () => {
  it('lets every request through, logs one warning with the reason for many requests, and prints nothing to stderr', async () => {
    const stderr = vi.spyOn(process.stderr, 'write');
    const consoleError = vi.spyOn(console, 'error');
    const { app, aboutTheStore } = loggedApp();
    FlakyStore.down = true;
    for (let i = 0; i < 20; i++) await request(app).get(`/api/search?q=TTS${i}`).expect(200);
    expect(aboutTheStore()).toHaveLength(1);
    expect(aboutTheStore()[0]).toMatchObject({ level: PINO_WARN, err: { message: 'connect ECONNREFUSED 127.0.0.1:6379' } });
    expect(stderr).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('logs once more when the store answers again, limits again, and logs the next outage once', async () => {
    const { app, aboutTheStore } = loggedApp();
    FlakyStore.down = true;
    for (let i = 0; i < 5; i++) await request(app).get('/api/search?q=TTS').expect(200);
    FlakyStore.down = false;
    for (let i = 0; i < 5; i++) await request(app).get('/api/search?q=TTS').expect(200);
    await request(app).get('/api/search?q=TTS').expect(429);
    expect(aboutTheStore().map((line) => line.level)).toEqual([PINO_WARN, PINO_INFO]);
    FlakyStore.down = true;
    for (let i = 0; i < 5; i++) await request(app).get('/api/search?q=TTS').expect(200);
    expect(aboutTheStore().map((line) => line.level)).toEqual([PINO_WARN, PINO_INFO, PINO_WARN]);
  });
});
