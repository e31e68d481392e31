/**
 * Every upstream call goes through here, so each has a deadline that also covers the wait
 * for a connection. undici keeps a request waiting in a full pool's queue until a
 * connection frees up, and aborting its signal meanwhile does not reject it: a call with a
 * 2 s timeout could wait as long as the longest chat stream. So the deadline is a timer of
 * our own that settles the caller at once, and it aborts the request's signal too, so
 * undici drops the request (never sends it) when it does get a connection.
 */
import type { Dispatcher } from 'undici';
import type { UpstreamTarget } from './pools';

/** The call's deadline passed: named as AbortSignal.timeout's error is, so classifyFailure calls it a timeout. */
export class UpstreamDeadline extends Error {
  override readonly name = 'TimeoutError';
  constructor(ms: number) {
    super(`upstream call took longer than ${ms} ms`);
  }
}

export type UpstreamRequest = Omit<Dispatcher.RequestOptions, 'origin' | 'signal'>;

export interface CallLimits {
  /** From the call's start: the wait for a connection, the answer's head and, unless `headOnly`, its body. */
  deadlineMs: number;
  /** The caller's own reason to stop (the visitor left, shutdown): settles the call at once as well. */
  signal?: AbortSignal;
  /** The deadline ends with the answer's head: a stream's body has its own idle timeout instead. */
  headOnly?: boolean;
}

export function requestUpstream(
  target: UpstreamTarget,
  options: UpstreamRequest,
  { deadlineMs, signal, headOnly = false }: CallLimits,
): Promise<Dispatcher.ResponseData> {
  const controller = new AbortController();
  return new Promise((resolve, reject) => {
    let settled = false;
    const stop = (reason: unknown) => {
      done();
      controller.abort(reason);
      if (!settled) {
        settled = true;
        reject(reason);
      }
    };
    const onCallerAbort = () => stop(signal!.reason);
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    };
    const timer = setTimeout(() => stop(new UpstreamDeadline(deadlineMs)), deadlineMs);
    if (signal?.aborted) return stop(signal.reason);
    signal?.addEventListener('abort', onCallerAbort, { once: true });
    target.pool.request({ ...options, signal: controller.signal }).then(
      (answer) => {
        if (settled) {
          // Settled by the deadline or the caller while undici was answering: nobody reads this body.
          answer.body.destroy();
          return done();
        }
        settled = true;
        if (headOnly) clearTimeout(timer);
        // The caller's signal still ends the body; the deadline too, unless headOnly.
        answer.body.once('close', done);
        resolve(answer);
      },
      (error: unknown) => {
        done();
        if (!settled) {
          settled = true;
          reject(error);
        }
      },
    );
  });
}
