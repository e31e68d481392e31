/**
 * Browser tests run the built server (dist/) as a child process and drive Debian's
 * Chromium through playwright-core. Without Chromium the suite fails loudly, unless
 * SKIP_BROWSER=1 says to skip it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';
export const skipBrowser = process.env.SKIP_BROWSER === '1';

if (!existsSync(chromiumPath) && !skipBrowser) {
  throw new Error(
    `\n\n  *** No Chromium at ${chromiumPath}: the browser tests cannot run. ***\n` +
      '  Install it (apt-get install -y chromium), point CHROME_PATH at it,\n' +
      '  or set SKIP_BROWSER=1 to skip the browser tests knowingly.\n',
  );
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts dist/server/index.js on a free port and resolves once it listens. */
export function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
    child.stdout!.setEncoding('utf8').on('data', (text: string) => {
      output += text;
      const port = /listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) {
        child.removeAllListeners('exit');
        resolve({
          url: `http://127.0.0.1:${port}`,
          process: child,
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
  });
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
}

/** Everything the page reports as an error: console errors and uncaught exceptions. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The navigation menus flag themselves once React has hydrated them. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('nav[aria-label="主导航"] li[data-hydrated]', { state: 'attached' });
}
