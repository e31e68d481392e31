/** A throwaway redis-server (Debian's package, installed by .ci/run) on a loopback port. */
import { spawn, spawnSync } from 'node:child_process';
import { freePort } from './serverProcess';

export const skipRedis = process.env.SKIP_REDIS === '1';

export function redisServerPath(): string {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
  if (!found) throw new Error('redis-server is not installed: apt-get install -y redis-server (or SKIP_REDIS=1 to skip these tests)');
  return found;
}

export async function startRedis(givenPort?: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = givenPort ?? (await freePort());
  const child = spawn(redisServerPath(), ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const early = (code: number | null) => reject(new Error(`redis-server exited with ${code}: ${output}`));
    child.once('exit', early);
    child.stdout!.setEncoding('utf8').on('data', (text: string) => {
      output += text;
      if (/Ready to accept connections/i.test(output)) {
        // Only our listener: removing all of them loses the exit event itself.
        child.off('exit', early);
        resolve();
      }
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
