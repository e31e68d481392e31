/**
 * LEAD_CONSENT_UNCHECKED: whether the cooperation forms' required agreement box starts
 * unchecked. Checked by default is the site's specified behaviour; counsel may ask for it
 * unchecked (docs/operations.md#compliance-before-launch), since under PIPL a pre-ticked box may not
 * count as consent freely given. Validated at start: a typo must not silently keep the default.
 */
import { ConfigError, type Env } from '../configError';

export function readLeadConsentUnchecked(env: Env): boolean {
  const raw = env.LEAD_CONSENT_UNCHECKED?.trim();
  if (!raw || raw === '0') return false;
  if (raw === '1') return true;
  throw new ConfigError('LEAD_CONSENT_UNCHECKED', `must be 1 (the agreement box starts unchecked) or 0, got "${raw}"`);
}
