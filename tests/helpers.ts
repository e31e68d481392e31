/** What the server tests share: the app and its config, a listener, raw and streamed reads, fixtures. */
import http from 'node:http';
import { expect } from 'vitest';
import { API } from '../shared/api';
import { CHAT_MODULE } from '../shared/constants';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import type { Express } from 'express';
import { createApp, type AppDependencies } from '../server/app';
import { FILED_ENV } from '../bench/lib/processes';
import { ConfigError, loadConfig, type Config } from '../server/config';
import { createLogger } from '../server/ops/logger';
import type { BuildManifest } from '../shared/manifest';

/** Nothing listens on port 9 (discard): an upstream that refuses every connection. */
export const DEAD_UPSTREAM = 'http://127.0.0.1:9';
export const TEST_SIGNING_KEY = 'test-signing-key-0123456789abcdef';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    SITE_URL: 'https://www.example.com',
    UPSTREAM_URL: DEAD_UPSTREAM,
    AI_SIGNING_KEY: TEST_SIGNING_KEY,
    // Off unless a test is about them: most tests change the upstream between requests.
    PAGE_CACHE_TTL_MS: '0',
    RATE_LIMIT_INTENTS_PER_MIN: '0',
    RATE_LIMIT_AI_PER_MIN: '0',
    RATE_LIMIT_STREAMS_PER_IP: '0',
    RATE_LIMIT_SEARCH_PER_MIN: '0',
    RATE_LIMIT_RENDERS_PER_MIN: '0',
    RATE_LIMIT_COMPLAINTS_PER_MIN: '0',
    ...(env.NODE_ENV === 'production' ? FILED_ENV : {}),
    ...env,
  });
}

/**
 * What the app writes its script tags from unless a test passes the build's own
 * (tests/built.ts builtManifest): a build's shape with made-up names, so the tests of pages,
 * the API and the server run on a fresh clone without waiting for esbuild. Nothing serves
 * these files.
 */
export const TEST_MANIFEST: BuildManifest = {
  entry: { file: '/assets/entry-TEST.js', imports: ['/assets/chunk-TEST.js'] },
  pages: {},
  icons: '/assets/icons-TEST.svg',
};

export function testApp(env: Record<string, string> = {}, deps: AppDependencies = {}): Express {
  const config = testConfig(env);
  return createApp(config, { logger: createLogger('silent'), manifest: TEST_MANIFEST, ...deps });
}

export async function listen(app: Express | http.RequestListener): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(app as http.RequestListener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface StreamedResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Decoded text chunks in the order they arrived; can be read in several steps. */
  chunks: AsyncIterator<string>;
  response: http.IncomingMessage;
}

/** A GET whose body is read chunk by chunk (gunzipped when asked for gzip). */
export function streamGet(url: string, headers: Record<string, string> = {}): Promise<StreamedResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const body = response.headers['content-encoding'] === 'gzip' ? response.pipe(zlib.createGunzip()) : response;
      body.setEncoding('utf8');
      resolve({ status: response.statusCode ?? 0, headers: response.headers, chunks: body[Symbol.asyncIterator](), response });
    });
    request.on('error', reject);
  });
}

/** Resolves when `test` holds for the text received so far; returns that text. */
export async function readUntil(chunks: AsyncIterator<string>, test: (text: string) => boolean): Promise<string> {
  let text = '';
  // Not `for await`: leaving that loop early would destroy the stream.
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
    text += next.value;
    if (test(text)) return text;
  }
  return text;
}

export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A GET whose body is kept exactly as sent (supertest would decode brotli and gzip). */
export async function rawGet(app: Express, path: string, headers: Record<string, string> = {}) {
  const server = await listen(app);
  try {
    return await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${server.url}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  } finally {
    await server.close();
  }
}

/** A cooperation intent the form would send, valid by shared/validation.ts. */
export const VALID_INTENT = {
  version: 'web-1.0',
  intentionType: 3,
  intentionSource: 10033,
  intentionCompany: '星海日报社',
  intentionMobile: '13800138000',
  intentionName: '张编辑',
  intentionScene: '',
};

export interface OpenAnswer {
  status: number;
  /** What has arrived so far. */
  text(): string;
  /** Resolves once the first complete event has arrived (at once for a refusal). */
  firstEvent: Promise<void>;
  /** Resolves with the whole body when the answer ends or its connection closes. */
  ended: Promise<string>;
  /** The visitor goes away. */
  destroy(): void;
}

/** POSTs a chat question to `base`; resolves at the response headers. A fresh connection each time. */
export function openAnswer(base: string, content = '介绍一下语音合成'): Promise<OpenAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/api${API.chatAsk.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      agent: false,
    });
    req.on('response', (res) => {
      let body = '';
      let markFirst: () => void = () => {};
      const firstEvent = new Promise<void>((done) => (markFirst = done));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
        if (body.includes('\n\n') || res.statusCode !== 200) markFirst();
      });
      const ended = new Promise<string>((done) => {
        const finish = () => {
          markFirst();
          done(body);
        };
        res.on('end', finish).on('close', finish);
      });
      resolve({ status: res.statusCode ?? 0, text: () => body, firstEvent, ended, destroy: () => req.destroy() });
    });
    req.on('error', reject);
    req.end(JSON.stringify({ content, module: CHAT_MODULE }));
  });
}

/** The message loadConfig refuses `env` with (the one the entry point prints before it exits 1). */
export function configErrorOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('loadConfig accepted it');
}
