/**
 * The upstream checks an intent with the site's own rules (shared/validation.ts); what is
 * its own is the bare "contact us" record, which it accepts only from a logged-in visitor
 * and files under the tenant the session names.
 */
import { isRecord } from '../shared/isRecord';
import { isBareIntention, validateBareIntention, validateIntentionPayload } from '../shared/validation';
import type { IntentInput } from './intentStore';

export type IntentCheck = { ok: true; intent: IntentInput } | { ok: false; desc: string };

export const CONSENT_RECORD_MESSAGE = '同意记录格式不正确';
/** A consent record is a few hundred bytes; this is loose on purpose, the site owns its shape. */
const CONSENT_RECORD_LIMIT = 2048;

/**
 * The site's `consent` field, checked loosely: optional (an older site sends none), else an
 * object naming the policy version it cites, of a sane size. Kept as sent.
 */
function consentOf(body: unknown): { ok: true; consent?: Record<string, unknown> } | { ok: false; desc: string } {
  const consent = isRecord(body) ? body.consent : undefined;
  if (consent === undefined) return { ok: true };
  if (!isRecord(consent) || typeof consent.policyVersion !== 'string' || JSON.stringify(consent).length > CONSENT_RECORD_LIMIT) {
    return { ok: false, desc: CONSENT_RECORD_MESSAGE };
  }
  return { ok: true, consent };
}

export function validateIntent(body: unknown, tenantName?: string): IntentCheck {
  const consent = consentOf(body);
  if (!consent.ok) return consent;
  const check = validateFields(body, tenantName);
  return check.ok && consent.consent ? { ok: true, intent: { ...check.intent, consent: consent.consent } } : check;
}

function validateFields(body: unknown, tenantName?: string): IntentCheck {
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
