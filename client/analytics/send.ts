/**
 * Sends an analytics record to LOG_PATH (forwarded to the log host without cookies).
 * Analytics must never disturb a visit: nothing here throws or rejects.
 */
import { LOG_PATH } from '../../shared/api';
import type { TelemetryRecord } from './record';

/** A CORS-safelisted type, so no engine asks for a preflight; /log reads the body as JSON. */
export const LOG_CONTENT_TYPE = 'text/plain;charset=UTF-8';

export interface TelemetryEnv {
  /** navigator.sendBeacon, bound to navigator. */
  sendBeacon?: (url: string, data: string) => boolean;
  fetchImpl?: typeof fetch;
  /** The page is hidden: it may be unloading, and only a beacon is sure to leave. */
  hidden: boolean;
}

export async function sendTelemetry(record: TelemetryRecord, env: TelemetryEnv): Promise<void> {
  try {
    const body = JSON.stringify(record);
    // A beacon goes as text/plain, which /log accepts; false means the browser's queue
    // was full, and keepalive fetch is the next best thing.
    if (env.hidden && env.sendBeacon?.(LOG_PATH, body)) return;
    const fetchImpl = env.fetchImpl ?? globalThis.fetch;
    await fetchImpl(LOG_PATH, {
      method: 'POST',
      credentials: 'omit',
      keepalive: true,
      // text/plain, like the beacon: Chromium before 81 refuses a keepalive request whose
      // content type would need a preflight (application/json), even to its own origin.
      headers: { 'Content-Type': LOG_CONTENT_TYPE },
      body,
    });
  } catch {
    // Dropped on purpose: see above.
  }
}
