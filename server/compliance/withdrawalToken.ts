/**
 * A lead's withdrawal link: a random token handed to its visitor once, kept by the outbox
 * only as its SHA-256 (a copy of leads.db names no working link), valid WITHDRAWAL_DAYS from
 * the lead's arrival and once (server/leads/leadStore.ts `withdrawals`).
 */
import { createHash, randomBytes } from 'node:crypto';

/** 256 bits: no one guesses a live link among however many there are (its shape: shared/withdrawLink.ts). */
const TOKEN_BYTES = 32;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}
