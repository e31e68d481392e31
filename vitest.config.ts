import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/{shared,server,client,mock-upstream,bench}/**/*.test.{ts,tsx}'],
          environment: 'node',
          env: { LOG_LEVEL: 'silent' },
          // The few files that need dist/ build it on demand (tests/built.ts); this run's token tells them when it is done.
          globalSetup: ['tests/testRun.ts'],
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
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
