import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/{unit,integration}/**/*.test.{ts,tsx}'],
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
          // One built server and one Chromium serve every browser test file in turn.
          fileParallelism: false,
        },
      },
    ],
  },
});
