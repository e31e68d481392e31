/**
 * The production start-up refusal as the built entry point (dist/server/index.js) gives it:
 * loadConfig's message on stderr and exit code 1, before anything listens. What loadConfig
 * accepts and refuses is tested without a process (tests/unit/server/config.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { configErrorOf } from '../../helpers';
import { REFUSAL_WAIT_MS, runToExit } from '../../serverProcess';

describe('loadConfig in production (NODE_ENV=production)', () => {
  it(
    'is what the entry point prints before it exits 1',
    async () => {
      const { code, stderr } = await runToExit({ NODE_ENV: 'production', UPSTREAM_URL: '', SITE_URL: '', AI_SIGNING_KEY: '', CONSOLE_URL: '' });
      expect(code).toBe(1);
      expect(stderr).toContain(configErrorOf({ NODE_ENV: 'production' }));
    },
    2 * REFUSAL_WAIT_MS,
  );
});
