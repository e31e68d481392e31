import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * What the unit and integration projects share. Two workers: vitest's default on a 2-core machine
 * is one (the cores less one), which left a core idle through the unit and integration layers.
 */
const common = {
  environment: 'node',
  env: { LOG_LEVEL: 'silent' },
  maxWorkers: 2,
  // vitest's 5 s and 10 s: twelve tests that take well under a second on a quiet machine ran
  // out of them with both cores under stress-ng beside other work (load average 15 to 20).
  // A test that hangs still fails, later; one that passes costs nothing more.
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

/**
 * The integration files that replace a module with vi.mock: each needs a module graph of its
 * own. The others share their worker's (isolate: false), which halves the layer's time: each
 * file imported the whole server again, 158 s of its 233.
 */
const INTEGRATION = 'tests/integration';
const mockingModules = readdirSync(INTEGRATION, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(path.join(INTEGRATION, file), 'utf8').includes('vi.mock('))
  .map((file) => path.posix.join(INTEGRATION, file.split(path.sep).join('/')));

// The layers (docs/testing.md): `npm run test:unit`, `test:integration`, `test:browser`;
// `npm test` runs them all.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...common,
          name: 'unit',
          // tests/docs/: the checks of README.md and docs/ (links, paths named in comments).
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/docs/**/*.test.{ts,tsx}'],
          // No process started, no port opened: the guard makes either throw.
          setupFiles: ['tests/setup/unitGuard.ts'],
        },
      },
      {
        test: {
          ...common,
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          exclude: mockingModules,
          isolate: false,
          // dist/ built once before any file runs, when missing or stale.
          globalSetup: ['tests/setup/buildOnce.ts'],
        },
      },
      {
        test: {
          ...common,
          name: 'integration-mocks',
          include: mockingModules,
          globalSetup: ['tests/setup/buildOnce.ts'],
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          // dist/ built once before any file runs, when missing or stale (as for integration).
          globalSetup: ['tests/setup/buildOnce.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // What a page shows after a step comes in milliseconds; vitest's 1 s default for
          // expect.poll ran out on a loaded machine, ten times that does not.
          expect: { poll: { timeout: 10_000 } },
          // Each worker starts one built server and one Chromium for its first file, and its
          // later files use them (tests/browser/harness.ts): a worker is a process that outlives
          // its files (forks, not isolated). Two workers: each page load is work for the server
          // and for Chromium, which take both of this 2-core machine's cores between them.
          pool: 'forks',
          isolate: false,
          fileParallelism: true,
          maxWorkers: 2,
          // After the other projects, whose worker count differs (vitest runs projects with
          // different counts in different groups).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
