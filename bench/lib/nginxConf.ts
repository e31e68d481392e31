/**
 * Debian's nginx on the host, for the bench's edge figure and the edge test (tests/nginx.ts).
 * The image's nginx.conf, reduced to what the edge needs: the master runs in the foreground with its pid, log and temporary files in `dir`, so a bench
 * or a test runs it beside any other nginx without root's paths. `http` is the rest of the
 * http context (the rendered templates' includes, a server of the caller's own).
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

export function nginxConf(dir: string, workerConnections: number, http: string): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, `${name}-temp`)};`;
  return `daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections ${workerConnections}; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
${http}
}
`;
}

/** How long nginx's master may take to stop its worker on SIGTERM before it is killed. */
const STOP_GRACE_MS = 3000;

/**
 * Stops the nginx master `child` (SIGTERM: it stops its worker before it exits, even when the
 * caller's process dies first) and removes `dir`; the returned function is the caller's stop.
 */
export function nginxStopper(child: ChildProcess, dir: string): () => Promise<void> {
  const kill = () => child.kill('SIGTERM');
  process.once('exit', kill);
  return async () => {
    process.off('exit', kill);
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS).unref();
      });
    }
    rmSync(dir, { recursive: true, force: true });
  };
}

/** The worker processes of the nginx master `master` (not its cache manager or loader). */
export function nginxWorkers(master: number): number[] {
  return spawnSync('pgrep', ['-P', String(master), '-f', 'worker process'], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')
    .filter(Boolean)
    .map(Number);
}

/**
 * Reloads the nginx master `child` (SIGHUP: it reads its configuration again, as
 * deploy/nginx/start.sh has it do when the published pages' lines change) and resolves once
 * only new workers serve; rejects with `errorLog` after `timeoutMs` (a configuration refused).
 */
export async function reloadNginx(child: ChildProcess, errorLog: string, timeoutMs: number): Promise<void> {
  const before = nginxWorkers(child.pid!);
  child.kill('SIGHUP');
  const deadline = Date.now() + timeoutMs;
  for (let now = nginxWorkers(child.pid!); !(now.length > 0 && now.every((pid) => !before.includes(pid))); now = nginxWorkers(child.pid!)) {
    if (Date.now() > deadline) throw new Error(`nginx did not reload within ${timeoutMs} ms: ${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
