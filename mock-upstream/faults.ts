/**
 * Fault knobs, so the site's tests can make the upstream slow, failing or abruptly
 * dropping: defaults come from the options (and thus the environment), the admin
 * endpoint changes them at run time and `reset` goes back to the defaults.
 */
/** `refuse`: the intention submit is refused for its content (HTTP 200, code 409), as the real host refuses a lead it will not take. */
export type FaultMode = 'fail' | 'drop' | 'refuse';

export interface FaultSettings {
  latencyMs: number;
  fault: FaultMode | null;
  tokenDelayMs: number;
}

export const FAULT_MODES: readonly FaultMode[] = ['fail', 'drop', 'refuse'];
/** Longer than any client timeout worth testing; beyond it a typo is more likely than intent. */
export const MAX_DELAY_MS = 120_000;

export class FaultState {
  private current: FaultSettings;

  constructor(private readonly defaults: FaultSettings) {
    this.current = { ...defaults };
  }

  get settings(): Readonly<FaultSettings> {
    return this.current;
  }

  update(change: Partial<FaultSettings>): FaultSettings {
    this.current = { ...this.current, ...change };
    return { ...this.current };
  }

  reset(): FaultSettings {
    this.current = { ...this.defaults };
    return { ...this.current };
  }
}

export function isFaultMode(value: unknown): value is FaultMode {
  return FAULT_MODES.includes(value as FaultMode);
}

function isDelay(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_DELAY_MS;
}

/** Validates an admin request body; answers the change or the Chinese reason it is refused. */
export function parseFaultChange(body: Record<string, unknown>): Partial<FaultSettings> | string {
  const change: Partial<FaultSettings> = {};
  for (const key of ['latencyMs', 'tokenDelayMs'] as const) {
    if (body[key] === undefined) continue;
    if (!isDelay(body[key])) return `${key} 必须是 0 到 ${MAX_DELAY_MS} 之间的整数`;
    change[key] = body[key];
  }
  if (body.fault !== undefined) {
    if (body.fault !== null && body.fault !== '' && !isFaultMode(body.fault)) return 'fault 只能是 fail、drop、refuse 或 null';
    change.fault = isFaultMode(body.fault) ? body.fault : null;
  }
  return change;
}

export function delay(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
