/**
 * The unit project's rule, enforced: a unit test starts no process and opens no port
 * (docs/testing.md). Loaded before every unit test file (vitest.config.ts setupFiles), it
 * makes child_process's starters and every server's listen() throw, naming the rule, so a
 * test that needs a process or a port fails at once and is moved to tests/integration/.
 */
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';

/** What a unit test may not call: every way child_process starts a process. */
const PROCESS_STARTERS = ['spawn', 'spawnSync', 'fork', 'exec', 'execSync', 'execFile', 'execFileSync'] as const;

export function ruleBroken(what: string): Error {
  return new Error(
    `A unit test may not ${what}: unit tests start no process and open no port (docs/testing.md). ` +
      'Test the module with fakes here, or move the test to tests/integration/.',
  );
}

const starters = childProcess as unknown as Record<string, unknown>;
for (const name of PROCESS_STARTERS) {
  starters[name] = () => {
    throw ruleBroken(`start a process (child_process.${name})`);
  };
}
// http.Server and https.Server inherit it: app.listen(), supertest and fetch servers all end here.
net.Server.prototype.listen = function listen(): never {
  throw ruleBroken('open a port (net.Server listen)');
};
// `import { spawn } from 'node:child_process'` reads the ESM view of the module: bring it in line.
syncBuiltinESMExports();
