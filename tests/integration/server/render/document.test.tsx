import { EventEmitter } from 'node:events';
import { Suspense, use } from 'react';
import type { Response } from 'express';
import compression from 'compression';
import express from 'express';
import styled from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { globalCss } from '../../../../client/globalCss';
import { theme } from '../../../../client/theme';
import { endCompressed } from '../../../../server/site/compress';
import { renderDocument, SHELL_HOLD_MS } from '../../../../server/render/document';
import { nonceOf, securityHeaders } from '../../../../server/security/headers';
import { deferred, listen, readUntil, streamGet } from '../../../helpers';

const GLOBAL_CSS = globalCss();

const Shell = styled.p`
  color: rgb(10, 20, 30);
`;
const Late = styled.p`
  color: rgb(40, 50, 60);
`;

function SlowSection({ ready }: { ready: Promise<void> }) {
  use(ready);
  return <Late>晚到的内容</Late>;
}

function Fixture({ ready }: { ready: Promise<void> }) {
  return (
    <html lang="zh-CN">
      <head>
        <title>测试页</title>
      </head>
      <body>
        <Shell>页面外壳</Shell>
        <Suspense fallback={<p>加载中</p>}>
          <SlowSection ready={ready} />
        </Suspense>
      </body>
    </html>
  );
}

/** The production middleware stack around the render step, with a section the test releases. */
function fixtureServer(waitForAll: boolean) {
  const gate = deferred();
  const app = express();
  app.use(compression());
  app.use(securityHeaders({ production: false, chatEmbedAncestors: ['*'] }));
  app.get('/', async (req, res) => {
    const document = await renderDocument(<Fixture ready={gate.promise} />, {
      nonce: nonceOf(res),
      waitForAll,
      bootstrapModules: [],
      onError: () => {},
    });
    res.type('html');
    document.pipe(res, (body) => endCompressed(req, res, body));
  });
  return { app, release: gate.resolve };
}

/** A response that records what the document writes to it. */
function recordingResponse() {
  const writes: string[] = [];
  let flushes = 0;
  let ended = false;
  const res = Object.assign(new EventEmitter(), {
    write: (chunk: Buffer) => writes.push(chunk.toString()) > 0,
    flush: () => void flushes++,
    end: () => {
      ended = true;
      res.emit('ended');
    },
  });
  const done = new Promise((resolve) => res.once('ended', resolve));
  return { res: res as unknown as Response, writes, done, flushes: () => flushes, ended: () => ended };
}

/**
 * Waits, on the real event loop (setImmediate, not the timers a test may fake), until
 * `condition` holds; fails after 10 s of wall time, which only a broken render reaches.
 */
async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`waited 10 s for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * A streaming render of the fixture on the faked clock, moved to 1 ms before the hold ends;
 * `resolved` says whether the render has answered yet.
 */
async function renderToHoldEnd(ready: Promise<void>) {
  let resolved = false;
  // Timers an earlier test left (a closing server's, a pool's) are faked too: count the render's alone.
  const foreign = vi.getTimerCount();
  const rendering = renderDocument(<Fixture ready={ready} />, {
    nonce: 'bm9uY2U=',
    waitForAll: false,
    bootstrapModules: [],
    onError: () => {},
  }).then((document) => ((resolved = true), document));
  // The shell is ready once the hold runs beside the render's abort timer.
  await until(() => vi.getTimerCount() === foreign + 2, 'the shell to be ready');
  vi.advanceTimersByTime(SHELL_HOLD_MS - 1);
  return { rendering, resolved: () => resolved };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

describe('the streaming render', () => {
  it('sends the shell through gzip before a slow section resolves, then the section with its styles', async () => {
    const { app, release } = fixtureServer(false);
    const server = await listen(app);
    close = server.close;
    const { chunks, headers } = await streamGet(server.url, { 'accept-encoding': 'gzip' });
    expect(headers['content-encoding']).toBe('gzip');

    // If compression or the style writer held bytes back, this would wait forever.
    const shell = await readUntil(chunks, (t) => t.includes('加载中'));
    expect(shell.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(shell).not.toContain('晚到的内容');
    const head = shell.slice(0, shell.indexOf('</head>'));
    expect(head).toContain('rgb(10, 20, 30)');
    expect(shell).not.toContain('rgb(40, 50, 60)');

    release();
    const full = shell + (await readUntil(chunks, (t) => t.includes('晚到的内容')));
    const lateStyle = full.indexOf('rgb(40, 50, 60)');
    expect(lateStyle).toBeGreaterThan(full.indexOf('</head>'));
    expect(lateStyle).toBeLessThan(full.indexOf('晚到的内容'));
    expect(full.slice(0, lateStyle)).toMatch(/<style nonce="[^"]+" data-styled="true"[^>]*>[^<]*$/);
  });

  it('passes a document React completes in one pass on as one write, so compression runs once', async () => {
    const { res, writes, done } = recordingResponse();
    const rows = Array.from({ length: 400 }, (_, i) => <Shell key={i}>第{i}行，足够长的一段文字</Shell>);
    const document = await renderDocument(
      <html lang="zh-CN">
        <head>
          <title>测试页</title>
        </head>
        <body>{rows}</body>
      </html>,
      { nonce: 'bm9uY2U=', waitForAll: true, bootstrapModules: [], onError: () => {} },
    );
    document.pipe(res);
    await done;
    // React wrote the page in pieces of a few KB; the response got it in one piece.
    expect(writes.join('').length).toBeGreaterThan(20_000);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^<!DOCTYPE html>.*<style nonce="bm9uY2U=" data-styled="true"[^>]*>[^<]*rgb\(10, 20, 30\)[^<]*<\/style><\/head>/s);
  });

  it("writes the document-wide rules into the head with the response's nonce, before the components' styles", async () => {
    const { res, writes, done } = recordingResponse();
    const document = await renderDocument(<Fixture ready={Promise.resolve()} />, {
      nonce: 'bm9uY2U=',
      waitForAll: true,
      bootstrapModules: [],
      onError: () => {},
    });
    document.pipe(res);
    await done;
    const head = writes.join('').split('</head>')[0]!;
    const global = head.indexOf(`<style nonce="bm9uY2U=">${GLOBAL_CSS}</style>`);
    expect(global).toBeGreaterThan(head.indexOf('<title>'));
    expect(global).toBeLessThan(head.indexOf('data-styled="true"'));
    expect(GLOBAL_CSS).toContain(`font-family:${theme.font.family}`);
  });

  it('gives the cached document (no nonce) the same rules, in a tag its policy can hash', async () => {
    const { res, writes, done } = recordingResponse();
    const document = await renderDocument(<Fixture ready={Promise.resolve()} />, { waitForAll: true, bootstrapModules: [], onError: () => {} });
    document.pipe(res);
    await done;
    const html = writes.join('');
    expect(html).toContain(`<style>${GLOBAL_CSS}</style>`);
    expect(html).not.toContain('nonce');
  });

  it('gives a browser the whole document when its data comes within the hold, for one compressed send', async () => {
    // The test is the clock (setTimeout only; React works on setImmediate), so the hold
    // cannot run out while the data is on its way, however busy the machine.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { res, writes } = recordingResponse();
      const data = deferred();
      const { rendering, resolved } = await renderToHoldEnd(data.promise);
      expect(resolved()).toBe(false);
      data.resolve();
      const document = await rendering;
      // Resolved with the clock 1 ms short of the hold: by all the data being ready, not by the
      // hold. (Counting the timers left failed once under load: another test's timer, faked too.)
      const whole = await new Promise<string>((resolve) => document.pipe(res, (body) => resolve(body.toString())));
      expect(writes).toEqual([]);
      expect(whole).not.toContain('加载中');
      expect(whole).toContain('晚到的内容');
      const head = whole.slice(0, whole.indexOf('</head>'));
      expect(head).toContain('rgb(10, 20, 30)');
      expect(head).toContain('rgb(40, 50, 60)');
    } finally {
      vi.useRealTimers();
    }
  });

  it(`streams the shell when the data takes longer than the hold (${SHELL_HOLD_MS} ms)`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { res, writes, flushes } = recordingResponse();
      const gate = deferred();
      const { rendering, resolved } = await renderToHoldEnd(gate.promise);
      await new Promise((resolve) => setImmediate(resolve));
      expect(resolved()).toBe(false);
      vi.advanceTimersByTime(1);
      const document = await rendering;
      let whole = false;
      document.pipe(res, () => (whole = true));
      await until(() => writes.length > 0, 'the shell');
      expect(writes).toHaveLength(1);
      expect(writes[0]).toContain('加载中');
      expect(flushes()).toBe(1);
      gate.resolve();
      await until(() => writes.join('').includes('晚到的内容'), 'the late section');
      expect(whole).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives crawlers the complete document with every style in the head', async () => {
    const { app, release } = fixtureServer(true);
    const server = await listen(app);
    close = server.close;
    setTimeout(release, 30);
    const { chunks } = await streamGet(server.url);
    const first = await readUntil(chunks, (t) => t.includes('</html>'));
    expect(first).not.toContain('加载中');
    const head = first.slice(0, first.indexOf('</head>'));
    expect(head).toContain('rgb(10, 20, 30)');
    expect(head).toContain('rgb(40, 50, 60)');
    expect(first).toContain('晚到的内容');
  });
});
