/**
 * The try-it panels' limits (docs/product.md#try-it): per client IP a minute, for all visitors
 * a minute, and a budget a day (Asia/Shanghai), each per demo; 0 is no limit. DEMO_<KIND>_PER_IP_PER_MIN,
 * DEMO_<KIND>_PER_MIN and DEMO_<KIND>_PER_DAY with KIND one of TTS, ASR, REVIEW.
 */
import type { DemoKind } from '../../shared/demos';
import { ConfigError, type Env } from '../configError';

export interface DemoLimitSettings {
  perIpPerMinute: number;
  /** Every visitor together: the upstream calls a minute one demo may cost. */
  perMinute: number;
  /** Upstream calls a day (Shanghai's day): past it the demo says 今日体验次数已用完. */
  perDay: number;
}

export type DemoSettings = Record<DemoKind, DemoLimitSettings>;

/**
 * A visitor tries a few texts or files in a minute; more from one address is a script. The
 * upstream's cost is the global and daily caps: synthesis and recognition cost the most.
 */
const DEFAULTS: DemoSettings = {
  tts: { perIpPerMinute: 10, perMinute: 120, perDay: 5000 },
  asr: { perIpPerMinute: 5, perMinute: 60, perDay: 2000 },
  review: { perIpPerMinute: 20, perMinute: 300, perDay: 20000 },
};

function readCount(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(Number(raw))) throw new ConfigError(name, `must be a whole number (0 or more; 0 is no limit), got "${raw}"`);
  return Number(raw);
}

export function readDemoSettings(env: Env): DemoSettings {
  const read = (kind: DemoKind): DemoLimitSettings => {
    const prefix = `DEMO_${kind.toUpperCase()}`;
    return {
      perIpPerMinute: readCount(env, `${prefix}_PER_IP_PER_MIN`, DEFAULTS[kind].perIpPerMinute),
      perMinute: readCount(env, `${prefix}_PER_MIN`, DEFAULTS[kind].perMinute),
      perDay: readCount(env, `${prefix}_PER_DAY`, DEFAULTS[kind].perDay),
    };
  };
  return { tts: read('tts'), asr: read('asr'), review: read('review') };
}
