/**
 * What came of one run of a try-it panel: its result, or why not with the status that says
 * so. The JSON call answers it as the envelope, the plain form as the page; both count it in
 * `demo_runs_total` (the demo and the outcome only: never the text or the audio), which is the
 * site's record of how the demos are used, the no-JavaScript runs included.
 */
import type { Response } from 'express';
import type { Envelope } from '../../shared/api';
import { DEMO_MESSAGES, type DemoKind } from '../../shared/demos';
import { envelope } from '../errors';
import { metricsOf } from '../ops/metrics';

export type DemoRefusal = keyof typeof DEMO_MESSAGES;

export interface DemoFailure {
  ok: false;
  status: number;
  reason: DemoRefusal;
  /** The upstream's failure behind a DEMO_MESSAGES.upstream refusal. */
  upstream?: 'timeout' | 'unreachable' | 'bad_answer';
}

export type DemoOutcome<T> = { ok: true; result: T } | DemoFailure;

export const refusal = (status: number, reason: DemoRefusal): DemoFailure => ({ ok: false, status, reason });

/** Counts the run; the visitor's words go nowhere. */
export function countRun(res: Response, demo: DemoKind, outcome: DemoOutcome<unknown>): void {
  const metrics = metricsOf(res);
  if (outcome.ok) return metrics?.demoRun(demo, 'ok');
  if (outcome.upstream) return metrics?.demoRun(demo, 'upstream_error', outcome.upstream);
  metrics?.demoRun(demo, 'refused', outcome.reason);
}

const SUCCESS = '成功';

export function outcomeEnvelope<T>(outcome: DemoOutcome<T>): Envelope<T> {
  return outcome.ok ? { ...envelope(200, SUCCESS), data: outcome.result } : (envelope(outcome.status, DEMO_MESSAGES[outcome.reason]) as Envelope<T>);
}

/** The JSON call's answer: never kept by a cache, since each run is the visitor's own. */
export function sendOutcome<T>(res: Response, demo: DemoKind, outcome: DemoOutcome<T>): void {
  countRun(res, demo, outcome);
  res
    .status(outcome.ok ? 200 : outcome.status)
    .set('Cache-Control', 'no-store')
    .json(outcomeEnvelope(outcome));
}
