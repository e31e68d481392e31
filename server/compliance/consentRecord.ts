/**
 * The consent record kept with a lead in the outbox and sent with it to the upstream as the
 * intention body's `consent` field (docs/security.md#consent-records-and-withdrawal-links): when, under which policy and
 * form wording, each box as the visitor sent it (null: not sent, as by a client of the old
 * body), and the client's network rather than its address.
 */
import { isIP } from 'node:net';
import { checkConsent, type ConsentBox, type ConsentInput } from '../../shared/consent';
import type { IntentionPayload } from '../../shared/validation';
import { PRIVACY_POLICY_VERSION } from './policyVersion';
import { newToken } from './withdrawalToken';

export interface ConsentRecord {
  /** ISO 8601, the server's clock. */
  at: string;
  /** server/compliance/policyVersion.ts */
  policyVersion: string;
  /** shared/consent.ts CONSENT_FORM_VERSION as the client sent it; null from a client of the old body. */
  formVersion: string | null;
  boxes: Record<ConsentBox, boolean | null>;
  /** The client's IPv4 /24 or IPv6 /48 network, e.g. 203.0.113.0/24; null when unknown. */
  network: string | null;
}

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** Expands `::` so the first three groups can be read (a /48 is three 16-bit groups). */
function ipv6Groups(address: string): string[] {
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right];
}

/** The network an address belongs to: enough to see a flood from one place, not to name a subscriber. */
export function truncatedNetwork(ip: string | undefined): string | null {
  if (!ip) return null;
  const address = IPV4_MAPPED.exec(ip)?.[1] ?? ip.split('%')[0]!;
  if (isIP(address) === 4) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIP(address) === 6) {
    const groups = ipv6Groups(address)
      .slice(0, 3)
      .map((group) => (parseInt(group, 16) || 0).toString(16));
    return `${groups.join(':')}::/48`;
  }
  return null;
}

function consentRecord(consent: ConsentInput, ip: string | undefined, now: number): ConsentRecord {
  return {
    at: new Date(now).toISOString(),
    policyVersion: PRIVACY_POLICY_VERSION,
    formVersion: consent.formVersion ?? null,
    boxes: { agreed: consent.agreed ?? null, partners: consent.partners ?? null, followUp: consent.followUp ?? null },
    network: truncatedNetwork(ip),
  };
}

export type ConsentedLead = { ok: true; body: string; withdrawalToken: string } | { ok: false; desc: string };

/**
 * A checked lead with its consent record, as the upstream gets it, and a new withdrawal token
 * for its visitor; or the consent's refusal (not agreed, a field of the wrong type).
 */
export function consentedLead(payload: IntentionPayload, consentField: unknown, ip: string | undefined, now = Date.now()): ConsentedLead {
  const consent = checkConsent(consentField);
  if (!consent.ok) return consent;
  return { ok: true, body: JSON.stringify({ ...payload, consent: consentRecord(consent.consent, ip, now) }), withdrawalToken: newToken() };
}
