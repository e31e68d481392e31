/**
 * The older-browsers stage's engines: real Chromium 80, 86 and 109 builds that npm packages
 * ship as bin/chromium.br (see package.json beside this file). They are installed here on
 * demand, not by the root's `npm ci`, and decompressed once into a cache outside the
 * repository. They run on the shared libraries Debian's chromium package brings.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

const HERE = import.meta.dirname;
/** The one command that installs the engines, named in every failure. */
export const INSTALL_COMMAND = 'npm ci --prefix tests/old-engines --legacy-peer-deps --ignore-scripts --no-audit --no-fund';
const CACHE = path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'zhimei-old-engines');

/**
 * The flags these builds need to start headless as root inside a container. Not
 * --single-process, which their Lambda packages suggest: with every page in the browser's own
 * process, one page that stops answering stops the engine, and CI once saw Chromium 86 time
 * out every test after its first. Small /dev/shm in a container: --disable-dev-shm-usage.
 */
export const OLD_ENGINE_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

export interface OldEngine {
  /** What the tests call it: 'Chromium 80'. */
  name: string;
  executablePath: string;
}

/** Package (its alias in package.json) and the Chromium it ships. */
const ENGINES = [
  { alias: 'chromium-80', name: 'Chromium 80' },
  { alias: 'chromium-86', name: 'Chromium 86' },
  { alias: 'chromium-109', name: 'Chromium 109' },
] as const;

/** The stage's engines by name, known before they are installed. */
export const OLD_ENGINE_NAMES = ENGINES.map(({ name }) => name);

function installed(): boolean {
  return ENGINES.every(({ alias }) => existsSync(path.join(HERE, 'node_modules', alias, 'bin', 'chromium.br')));
}

function install(): void {
  try {
    // The two chrome-aws-lambda versions each name a different puppeteer-core as a peer; the
    // stage drives all three with one (5.3), hence --legacy-peer-deps. No install script runs.
    execFileSync('npm', ['ci', '--legacy-peer-deps', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: HERE,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    throw new Error(
      `\n\n  *** The older-browsers stage could not install its engines (Chromium 80, 86, 109). ***\n` +
        `  Run, with the npm registry reachable:\n\n    ${INSTALL_COMMAND}\n\n${stderr}`,
    );
  }
}

/** The decompressed browser, written once per package version; a half-written file is never used. */
function unpack(alias: string): string {
  const packageDir = path.join(HERE, 'node_modules', alias);
  const { name, version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { name: string; version: string };
  const dir = path.join(CACHE, `${name.replace('/', '+')}@${version}`);
  const executable = path.join(dir, 'chromium');
  if (!existsSync(executable)) {
    mkdirSync(dir, { recursive: true });
    const partial = `${executable}.${process.pid}.partial`;
    writeFileSync(partial, brotliDecompressSync(readFileSync(path.join(packageDir, 'bin', 'chromium.br'))));
    chmodSync(partial, 0o755);
    renameSync(partial, executable);
  }
  return executable;
}

/** Installs (when missing) and unpacks the three engines; throws with INSTALL_COMMAND when it cannot. */
export function oldEngines(): OldEngine[] {
  if (!installed()) install();
  if (!installed()) throw new Error(`\n\n  *** The older-browsers stage has no engines. Run:\n\n    ${INSTALL_COMMAND}\n`);
  return ENGINES.map(({ alias, name }) => ({ name, executablePath: unpack(alias) }));
}

/** puppeteer-core 5.3, from this folder's own node_modules (typed where the tests use it). */
export function puppeteer(): Puppeteer {
  return createRequire(path.join(HERE, 'package.json'))('puppeteer-core') as Puppeteer;
}

/** The part of puppeteer-core 5.3's API the stage uses: it is not installed when the root typechecks. */
export interface Puppeteer {
  launch(options: { executablePath: string; args: string[]; headless: boolean; defaultViewport: Viewport | null }): Promise<OldBrowser>;
}
export interface Viewport {
  width: number;
  height: number;
}
export interface OldBrowser {
  newPage(): Promise<OldPage>;
  version(): Promise<string>;
  close(): Promise<void>;
}
export interface OldElement {
  click(): Promise<void>;
  hover(): Promise<void>;
  type(text: string): Promise<void>;
  press(key: string): Promise<void>;
}
export interface OldRequest {
  url(): string;
  method(): string;
  headers(): Record<string, string>;
}
export interface OldResponse {
  url(): string;
  status(): number;
  request(): OldRequest;
}
export interface OldPage {
  goto(url: string, options?: { waitUntil?: 'load' | 'domcontentloaded' | 'networkidle0'; timeout?: number }): Promise<unknown>;
  setViewport(viewport: Viewport): Promise<void>;
  waitForSelector(selector: string, options?: { visible?: boolean; hidden?: boolean; timeout?: number }): Promise<OldElement | null>;
  waitForXPath(xpath: string, options?: { visible?: boolean; hidden?: boolean; timeout?: number }): Promise<OldElement | null>;
  waitForFunction(fn: string, options?: { timeout?: number; polling?: number | 'raf' }): Promise<unknown>;
  reload(options?: { waitUntil?: 'load' | 'domcontentloaded' | 'networkidle0'; timeout?: number }): Promise<unknown>;
  evaluate<T>(fn: string | (() => T | Promise<T>)): Promise<T>;
  /** Runs in every document the page opens, before its own scripts. */
  evaluateOnNewDocument(fn: () => unknown): Promise<void>;
  evaluate<T, A>(fn: (arg: A) => T | Promise<T>, arg: A): Promise<T>;
  $x(xpath: string): Promise<OldElement[]>;
  on(event: 'pageerror', handler: (error: Error) => void): void;
  on(event: 'console', handler: (message: { type(): string; text(): string }) => void): void;
  on(event: 'request', handler: (request: OldRequest) => void): void;
  on(event: 'response', handler: (response: OldResponse) => void): void;
  on(event: 'requestfailed', handler: (request: OldRequest & { failure(): { errorText: string } | null }) => void): void;
  keyboard: { press(key: string): Promise<void> };
  close(): Promise<void>;
}
