/** What the route modules share: the options and the state of one mock instance. */
import type { ComplaintStore } from './complaintStore';
import type { FaultState } from './faults';
import type { IntentStore } from './intentStore';
import type { LogStore } from './logStore';
import type { SessionStore } from './sessions';

export interface MockContext {
  signingKey: string;
  /** Origin only (scheme, host, port), the one place the console may send a browser back to. */
  siteOrigin: string;
  faults: FaultState;
  intents: IntentStore;
  complaints: ComplaintStore;
  sessions: SessionStore;
  logs: LogStore;
  /** Stoppers of the AI answers being streamed. */
  activeStreams: Set<() => void>;
  /** Calls by path: being answered now, and given up by the caller before their answer (a test sees the site abort its reads). */
  calls: CallCounts;
}

export interface CallCounts {
  inFlight: Record<string, number>;
  abandoned: Record<string, number>;
}
