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
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One built server and one Chromium serve every browser test file in turn.
          fileParallelism: false,
        },
      },
    ],
  },
});
