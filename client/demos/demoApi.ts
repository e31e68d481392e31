/**
 * The panels' calls to our demo endpoints (shared/demos.ts DEMO_API): the envelope's data, or
 * the Chinese message to show in the panel. Not client/api/http.ts: these send audio as the
 * body, and a refusal is the panel's to show, never a toast.
 */
import type { Envelope } from '../../shared/api';
import { CLIENT_NAME, CLIENT_NAME_HEADER } from '../../shared/constants';
import { DEMO_MESSAGES } from '../../shared/demos';
import { isRecord } from '../../shared/isRecord';
import { timeoutSignal } from '../api/signals';

/** Synthesis and recognition of a minute of audio take seconds upstream: past this, the panel says the service is unavailable. */
const DEMO_TIMEOUT_MS = 60_000;

export type DemoAnswer<T> = { data: T; error?: undefined } | { error: string; data?: undefined };

export async function callDemo<T>(url: string, body: BodyInit, contentType: string): Promise<DemoAnswer<T>> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { 'Content-Type': contentType, [CLIENT_NAME_HEADER]: CLIENT_NAME },
      signal: timeoutSignal(DEMO_TIMEOUT_MS),
    });
    const envelope: unknown = await response.json().catch(() => undefined);
    if (!isRecord(envelope)) return { error: DEMO_MESSAGES.upstream };
    const { code, desc, data } = envelope as Partial<Envelope<T>>;
    if (code === 200 && data !== undefined) return { data };
    return { error: typeof desc === 'string' && desc ? desc : DEMO_MESSAGES.upstream };
  } catch {
    return { error: DEMO_MESSAGES.upstream };
  }
}

export const postJson = <T>(url: string, body: unknown) => callDemo<T>(url, JSON.stringify(body), 'application/json');
