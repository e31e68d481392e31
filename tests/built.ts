/**
 * The built bundle (dist/) for the tests that read it or run it, built on demand: the unit
 * tests run on a fresh clone, and only the files that need a build wait for one. A file
 * that reads dist/ or runs the built server awaits ensureBuilt() at its top, before it is
 * collected (no timeout applies there; a build takes seconds, more on a busy machine), or in
 * a beforeAll with BUILD_WAIT_MS when only one of its groups needs it.
 *
 * Test files run in parallel workers: a lock lets one of them run the build while the others
 * wait, and the run's token (tests/testRun.ts) written after it lets the rest of the run skip
 * even the staleness check, which costs about a second of tsx start-up.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { loadManifest } from '../server/site/assetManifest';
import type { BuildManifest } from '../shared/manifest';

const root = path.resolve(import.meta.dirname, '..');
export const DIST_DIR = path.join(root, 'dist');
/** Outside the tree, one per checkout: two checkouts build side by side. */
const state = path.join(os.tmpdir(), `zhimei-build-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`);
const lockDir = path.join(state, 'lock');
const checkedFile = path.join(state, 'checked');
const POLL_MS = 100;
/**
 * Far beyond a build on a loaded machine: past it, something is stuck, and the test says so.
 * The timeout of a hook that awaits ensureBuilt().
 */
export const BUILD_WAIT_MS = 5 * 60_000;

/** Builds dist/ unless it is up to date; once per run of vitest, whichever test file asks first. */
export async function ensureBuilt(): Promise<void> {
  const run = inject('testRun');
  if (run && readText(checkedFile) === run) return;
  await lock();
  try {
    if (run && readText(checkedFile) === run) return;
    await build();
    if (run) writeFileSync(checkedFile, run);
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

/** The manifest of the build, for the tests that serve or load its bundles. */
export async function builtManifest(): Promise<BuildManifest> {
  await ensureBuilt();
  return loadManifest(DIST_DIR);
}

async function build(): Promise<void> {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  // As `npm run build` runs it: vitest's NODE_ENV=test is for the tests, not the build.
  const env = { ...process.env };
  delete env.NODE_ENV;
  try {
    await promisify(execFile)(process.execPath, [tsx, 'build.ts', '--if-stale'], { cwd: root, env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`The tests that need dist/ could not build it (tsx build.ts --if-stale):\n${stderr || stdout || String(error)}`);
  }
}

/** mkdir is atomic: whoever creates the folder holds the lock. A holder that died leaves its pid behind. */
async function lock(): Promise<void> {
  mkdirSync(state, { recursive: true });
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readText(path.join(lockDir, 'pid')));
    if (holder && !isAlive(holder)) rmSync(lockDir, { recursive: true, force: true });
    if (Date.now() - started > BUILD_WAIT_MS) throw new Error(`Waited ${BUILD_WAIT_MS / 1000} s for another test's build of dist/ (lock: ${lockDir})`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
