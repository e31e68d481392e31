/**
 * The global setup of the projects that run or read the build (integration, browser): dist/
 * built once, before any test file runs, and only when it is missing or older than a source
 * file (build.ts --if-stale). `npm test` has just built it, so this costs a staleness check;
 * `npx vitest run --project integration <file>` on a fresh checkout builds it here. No test
 * file waits for a build.
 *
 * The mock upstream's 语音识别 sample recordings are made here too, once for the machine
 * (mock-upstream/asrSamples.ts keeps them in a file): made by the first test that asked, they
 * took over 16 s of synthesis on a loaded run, the site's upstream timed out, and the test
 * read an error envelope as its sample.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { sampleLibrary } from '../../mock-upstream/asrSamples';

const root = path.resolve(import.meta.dirname, '../..');

/** Both projects list this module: one check per run of vitest. */
let built: Promise<void> | undefined;

export default function buildOnce(): Promise<void> {
  built ??= build().then(makeSamples);
  return built;
}

function makeSamples(): Promise<void> {
  return sampleLibrary().ready();
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
    throw new Error(`dist/ could not be built for the tests (tsx build.ts --if-stale):\n${stderr || stdout || String(error)}`);
  }
}
