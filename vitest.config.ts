import { defineConfig } from 'vitest/config';

/** What every project of the suite shares. */
const common = { environment: 'node', env: { LOG_LEVEL: 'silent' } } as const;

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
          // dist/ built once before any file runs, when missing or stale.
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
