/**
 * Figure 2's reference: React alone rendering the element tree server/render/pageHandler.tsx builds
 * (<Root data><RoutedPage context/></Root>, from React Router's static handler) with renderToPipeableStream
 * into a Writable that drops the bytes, one render after another, in this one process.
 * Bundled like the server (bench/lib/bundle.ts) and pinned to the server's core, so
 * "renders/s" here and "requests/s" of the server are one core against one core.
 *
 * The data sections get the same answers the server gets, fetched once from the mock
 * upstream and then answered from memory, and settled before each render starts, as the
 * server's are when they come within its hold (server/render/routeContext.tsx): React then renders the
 * document the server sends, in one pass, with the same options. The reference is React's
 * rendering, so the server's per-request upstream call counts as server overhead, as do
 * Express, helmet, compression and styled-components' per-request style sheet
 * (renderDocument's wrapper).
 *
 * Driven over IPC: {path, durationS} in, {path, renders, seconds, bytes} out.
 */
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Root } from '../../client/root';
import { dataKey, type DataSource } from '../../shared/dataRequest';
import { readerFrom } from '../../shared/pageData';
import { readLoginState } from '../../shared/loginState';
import type { Envelope } from '../../shared/api';
import type { AppData } from '../../shared/appData';
import { cookieDomainFor } from '../../shared/cookieDomain';
import { icsIdForHost } from '../../shared/icsId';
import { findPageRoute } from '../../shared/navigation';
import { upstreamsFor } from '../../server/app';
import { loadConfig } from '../../server/config';
import { serverDataSource } from '../../server/upstream/dataSource';
import { shanghaiYear } from '../../server/render/shanghaiYear';
import { loadManifest, scriptsFor } from '../../server/site/assetManifest';
import { INLINE_EVERY_READY_SECTION } from '../../server/render/document';
import { routeContextFor, RoutedPage, routerDataOf, settleReads } from '../../server/render/routeContext';

export interface LoopRequest {
  path: string;
  durationS: number;
}

export interface LoopResult {
  path: string;
  renders: number;
  seconds: number;
  /** Bytes of the last render, to check it is the whole page. */
  bytes: number;
}

const HOST = '127.0.0.1';
const NONCE = 'YmVuY2gtbm9uY2UtMTIzNA==';
const config = loadConfig();
const manifest = loadManifest(config.distDir);
const upstream = serverDataSource(upstreamsFor(config), 'bench-react-loop');
const recorded = new Map<string, Envelope>();

/** Upstream answers once, then from memory. */
const memorySource: DataSource = async (request) => {
  const key = dataKey(request);
  let envelope = recorded.get(key);
  if (!envelope) {
    envelope = await upstream(request);
    recorded.set(key, envelope);
  }
  return envelope;
};

/** A render's element, made once its data has settled (as the server's, when it comes in time). */
type MakeElement = () => Promise<ReactElement>;

async function elementFor(url: string): Promise<{ element: MakeElement; bootstrapModules: string[] }> {
  const { pathname } = new URL(url, 'http://bench');
  const route = findPageRoute(pathname);
  const { bootstrapModules, preloads } = scriptsFor(manifest, route?.kind);
  const data: Omit<AppData, 'router'> = {
    site: config.site,
    preloads,
    icsId: icsIdForHost(HOST, config.ics),
    visitor: readLoginState({}),
    cookieDomain: cookieDomainFor(HOST) ?? null,
    year: shanghaiYear(),
  };
  // New reads per render, as the server makes them per request.
  const element = async () => {
    const context = await routeContextFor(url, readerFrom(memorySource));
    await settleReads(context, Number.POSITIVE_INFINITY);
    return (
      <Root data={{ ...data, router: routerDataOf(context) }}>
        <RoutedPage context={context} />
      </Root>
    );
  };
  return { element, bootstrapModules };
}

function renderOnce(element: ReactElement, bootstrapModules: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    });
    sink.on('finish', () => resolve(bytes));
    const stream = renderToPipeableStream(element, {
      nonce: NONCE,
      bootstrapModules,
      progressiveChunkSize: INLINE_EVERY_READY_SECTION,
      onShellReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

async function run({ path, durationS }: LoopRequest): Promise<LoopResult> {
  const { element, bootstrapModules } = await elementFor(path);
  const started = performance.now();
  const deadline = started + durationS * 1000;
  let renders = 0;
  let bytes = 0;
  while (performance.now() < deadline) {
    bytes = await renderOnce(await element(), bootstrapModules);
    renders++;
  }
  return { path, renders, seconds: (performance.now() - started) / 1000, bytes };
}

process.on('message', (message: LoopRequest) => {
  run(message).then(
    (result) => process.send!({ ok: true, result }),
    (error: unknown) => process.send!({ ok: false, error: String((error as Error)?.stack ?? error) }),
  );
});
console.log('react loop ready');
