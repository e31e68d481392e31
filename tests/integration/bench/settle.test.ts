import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { settle } from '../../../bench/lib/settle';

const root = path.resolve(import.meta.dirname, '../../..');
const probe = pathToFileURL(path.join(root, 'bench/lib/settleProbe.ts')).href;
/** Node with tsx starts in about 300 ms here; a busy machine gets ten times that and more. */
const STARTUP_TIMEOUT_MS = 30_000;
const children: Array<ReturnType<typeof spawn>> = [];

/** A process with figure 7's probe in it that runs `script` (through tsx, as the bench's bundle would run it built). */
function withProbe(script: string) {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', '--import', probe, '-e', script], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  children.push(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited };
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

describe("figure 7's settle probe", () => {
  it(
    'answers the memory that stays after a full collection, not the garbage of the moment',
    async () => {
      // About 100 MB of garbage (12 arrays of a million doubles), dropped just before the question.
      const { child } = withProbe(`
      globalThis.garbage = Array.from({ length: 12 }, (_, i) => new Array(1_000_000).fill(i + 0.5));
      globalThis.garbage = null;
      process.send('ready');
      setInterval(() => {}, 1000);
    `);
      await new Promise((resolve) => child.once('message', resolve));
      const settled = await settle({ child });
      expect(settled.heapMb).toBeGreaterThan(1);
      expect(settled.heapMb).toBeLessThan(50);
      expect(settled.rssMb).toBeGreaterThan(settled.heapMb);
    },
    STARTUP_TIMEOUT_MS,
  );

  it(
    'does not keep a process alive that has nothing left to do',
    async () => {
      const { exited } = withProbe(`setTimeout(() => {}, 100)`);
      expect(await exited).toBe(0);
    },
    STARTUP_TIMEOUT_MS,
  );
});
