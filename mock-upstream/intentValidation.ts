/**
 * The upstream checks an intent with the site's own rules (shared/validation.ts); what is
 * its own is the bare "contact us" record, which it accepts only from a logged-in visitor
 * and files under the tenant the session names.
 */
import { isBareIntention, validateBareIntention, validateIntentionPayload } from '../shared/validation';
import type { IntentInput } from './intentStore';

export type IntentCheck = { ok: true; intent: IntentInput } | { ok: false; desc: string };

export function validateIntent(body: unknown, tenantName?: string): IntentCheck {
  if (tenantName && isBareIntention(body)) {
    const check = validateBareIntention(body);
    if (!check.ok) return check;
    return {
      ok: true,
      intent: {
        ...check.payload,
        intentionCompany: tenantName,
        intentionMobile: '',
        intentionName: '',
        intentionScene: '',
        tenantName,
      },
    };
  }
  const check = validateIntentionPayload(body);
  return check.ok ? { ok: true, intent: check.payload } : { ok: false, desc: check.desc };
}
