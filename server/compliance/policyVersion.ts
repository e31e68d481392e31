/**
 * The privacy policy's version as a consent record cites it: a digest of the very data the
 * page renders (shared/policies/privacy.ts), computed once at start. A version string kept by
 * hand would drift from the text; this one changes with any character of it.
 */
import { createHash } from 'node:crypto';
import { PRIVACY_POLICY, type Policy } from '../../shared/policies/privacy';

/** 16 hex digits (64 bits): far beyond any number of policy revisions, short enough to read out. */
const VERSION_HEX_DIGITS = 16;

export function policyVersion(policy: Policy): string {
  return createHash('sha256').update(JSON.stringify(policy)).digest('hex').slice(0, VERSION_HEX_DIGITS);
}

export const PRIVACY_POLICY_VERSION = policyVersion(PRIVACY_POLICY);
