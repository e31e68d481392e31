import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { Suspense, use, type ReactNode } from 'react';
import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { inlineHashes, REACT_SCRIPT_STARTS } from '../../../../server/security/csp';
import { cachedPageOf, PageCache } from '../../../../server/render/pageCache';
import { renderComplete, renderDocument } from '../../../../server/render/document';
import { settingsApplier } from '../../../../shared/readingSettings';
import { deferred } from '../../../helpers';

const MARK = 'bWFyay1vZi10aGUtcmVuZGVy';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const INJECTED = 'alert(1)';

function Page({ children }: { children?: ReactNode }) {
  return (
    <html lang="zh-CN">
      <head>
        <title>测试页</title>
      </head>
      <body>
        <p>页面</p>
        <script type="application/json" id="app-data" dangerouslySetInnerHTML={{ __html: '{"a":1}' }} />
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: '{"@type":"Product"}' }} />
        {children}
      </body>
    </html>
  );
}

/** Data that carried a script into the render, as a page that printed HTML from the upstream would. */
function Slipped() {
  return <div dangerouslySetInnerHTML={{ __html: `<script>${INJECTED}</script>` }} />;
}

function Late({ ready }: { ready: Promise<void> }) {
  use(ready);
  return <p>晚到的内容</p>;
}

function FailsLate({ failed }: { failed: Promise<void> }) {
  use(failed);
  return null;
}

/** Everything React's streamed render writes for a page whose sections come late or fail. */
async function streamedWithReactScripts(): Promise<string> {
  const ready = deferred();
  let fail!: (error: Error) => void;
  const failed = new Promise<void>((_resolve, reject) => (fail = reject));
  const document = await renderDocument(
    <Page>
      <form action={async () => {}}>
        <button type="submit">提交</button>
      </form>
      <Suspense fallback={<p>加载中</p>}>
        <Late ready={ready.promise} />
      </Suspense>
      <Suspense fallback={<p>出错</p>}>
        <FailsLate failed={failed} />
      </Suspense>
    </Page>,
    { scriptMark: MARK, waitForAll: false, holdMs: 0, bootstrapModules: ['/assets/entry.js'], onError: () => {} },
  );
  let html = '';
  const finished = new Promise<void>((resolve) => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        html += chunk.toString();
        callback();
      },
    });
    sink.on('finish', resolve);
    document.pipe(sink as unknown as Response);
  });
  // Both after the shell has gone out, so that React writes the scripts that patch it.
  fail(new Error('section failed'));
  ready.resolve();
  await finished;
  return html;
}

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes = '']) => !/\bsrc=|type="application\//.test(attributes));

describe("the cached page's policy", () => {
  it('hashes the inline scripts React 19.3 writes itself: the streaming runtime, the shell-time mark and form replaying', async () => {
    const html = await streamedWithReactScripts();
    // Besides the server's own, the 无障碍 settings applier, allowed by its text (below).
    const scripts = inlineScripts(html).filter(([, , body]) => body !== settingsApplier());
    const bodies = scripts.map(([, , body = '']) => body);
    for (const start of ['requestAnimationFrame(', 'addEventListener("submit"', '$RB=[];', '$RC("', '$RX=function(']) {
      expect(
        bodies.some((body) => body.includes(start)),
        start,
      ).toBe(true);
    }
    for (const [, attributes = ''] of scripts) expect(attributes).toContain(`nonce="${MARK}"`);
    const hashes = inlineHashes(html, MARK);
    expect(hashes).toBeDefined();
    for (const body of bodies) expect(hashes).toContain(sha256(body));
  });

  it('leaves the data blocks out: they are never executed', async () => {
    const hashes = inlineHashes(await streamedWithReactScripts(), MARK)!;
    expect(hashes).not.toContain(sha256('{"a":1}'));
    expect(hashes).not.toContain(sha256('{"@type":"Product"}'));
  });

  it('keeps hashing every inline style, the empty one styled-components starts with included', () => {
    expect(inlineHashes('<style>p{color:red}</style><STYLE>a{}</STYLE>')).toEqual([sha256(''), sha256('p{color:red}'), sha256('a{}')]);
  });

  it.each([
    ['a plain script', `<script>${INJECTED}</script>`],
    ['a script in capitals', `<SCRIPT>${INJECTED}</SCRIPT>`],
    ['a script that is never closed', `<script>${INJECTED}`],
    ['a script of a JavaScript type', `<script type="text/javascript">${INJECTED}</script>`],
    ['a module script', `<script type="module">${INJECTED}</script>`],
    ['a script whose data- attribute only looks like a source', `<script data-src="x">${INJECTED}</script>`],
    ['a script that imitates React’s runtime', `<script>$RC("B:0","S:0");${INJECTED}</script>`],
    ['a script that imitates React’s runtime with a guessed nonce', `<script nonce="guess">$RC("B:0","S:0");${INJECTED}</script>`],
  ])('finds no policy for a document holding %s', (_case, script) => {
    expect(inlineHashes(`<!DOCTYPE html><html><body><p>页面</p>${script}</body></html>`, MARK)).toBeUndefined();
  });

  it("does not take a script carrying the render's nonce for React's unless it starts as React's do", () => {
    expect(inlineHashes(`<script nonce="${MARK}">${INJECTED}</script>`, MARK)).toBeUndefined();
    expect(inlineHashes(`<script nonce="${MARK}">${REACT_SCRIPT_STARTS[0]}B:0","S:0")</script>`, MARK)).toBeDefined();
  });

  it('takes no script for React’s when the render had no nonce to give it', () => {
    expect(inlineHashes(`<script nonce="">$RC("B:0","S:0")</script>`)).toBeUndefined();
    expect(inlineHashes(`<script nonce="">$RC("B:0","S:0")</script>`, '')).toBeUndefined();
  });
});

describe('a complete render for the page cache', () => {
  it('is cached with its policy of hashes, and without the nonce React was given', async () => {
    const { html, scriptMark } = await renderComplete(<Page />, { bootstrapModules: ['/assets/entry.js'], onError: () => {} });
    expect(html).toContain(`nonce="${scriptMark}"`);
    const page = await cachedPageOf(html, ["'self'"], 0, scriptMark);
    expect(page).toBeDefined();
    expect(page!.bodies.identity.toString()).not.toContain('nonce');
    expect(page!.bodies.identity.toString()).toContain('<script type="module" src="/assets/entry.js" id="_R_" async=""></script>');
    expect(page!.csp).toMatch(/script-src 'self'(;| )/);
    expect(page!.csp).not.toContain('nonce-');
  });

  it('allows the 无障碍 settings applier written into every head by its hash, and no script differing from it by a byte', async () => {
    const { html, scriptMark } = await renderComplete(<Page />, { bootstrapModules: ['/assets/entry.js'], onError: () => {} });
    expect(html).toContain(`<script>${settingsApplier()}</script>`);
    const page = await cachedPageOf(html, ["'self'"], 0, scriptMark);
    expect(page?.csp).toContain(sha256(settingsApplier()));
    expect(inlineHashes(`<script>${settingsApplier()};${INJECTED}</script>`, scriptMark)).toBeUndefined();
  });

  it('is not cached when a script slipped into it, so its hash is in no policy', async () => {
    const { html, scriptMark } = await renderComplete(
      <Page>
        <Slipped />
      </Page>,
      { bootstrapModules: ['/assets/entry.js'], onError: () => {} },
    );
    expect(html).toContain(`<script>${INJECTED}</script>`);
    expect(await cachedPageOf(html, ["'self'"], 0, scriptMark)).toBeUndefined();
    const cache = new PageCache(60_000, 1e9);
    await cache.fill('/slipped', () => cachedPageOf(html, ["'self'"], 0, scriptMark));
    expect(cache.get('/slipped')).toBeUndefined();
    expect(cache.stats().entries).toBe(0);
  });
});
