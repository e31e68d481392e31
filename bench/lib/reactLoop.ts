/** Drives the React render loop process (bench/render/reactLoop.tsx) over IPC. */
import { bundlePath } from './bundle';
import { SERVER_CORE } from './cpu';
import { SERVER_NODE_OPTIONS, serverEnv, startNode, type Running } from './processes';
import type { LoopRequest, LoopResult } from '../render/reactLoop';

export interface ReactLoop extends Running {
  /** Renders `path` back to back for `durationS`; answers renders per second. */
  run(path: string, durationS: number): Promise<LoopResult & { rendersPerSec: number }>;
}

type Reply = { ok: true; result: LoopResult } | { ok: false; error: string };

export async function startReactLoop(mockUrl: string): Promise<ReactLoop> {
  const running = await startNode({
    name: 'react loop',
    script: bundlePath('reactLoop'),
    core: SERVER_CORE,
    // The server's V8 options: the two differ by the server's own work, not by their heaps.
    nodeOptions: SERVER_NODE_OPTIONS,
    // The server's own variables, so site settings (and thus the markup) are the same.
    env: serverEnv(mockUrl),
    ready: /react loop ready/,
    toUrl: () => '',
    stdio: 'ipc',
  });
  const { child } = running;
  return {
    ...running,
    run: (path, durationS) =>
      new Promise((resolve, reject) => {
        child.once('message', (reply: Reply) => {
          if (!reply.ok) return reject(new Error(`react loop: ${reply.error}`));
          resolve({ ...reply.result, rendersPerSec: reply.result.renders / reply.result.seconds });
        });
        child.send({ path, durationS } satisfies LoopRequest);
      }),
  };
}
