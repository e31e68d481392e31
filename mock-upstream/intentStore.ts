/**
 * Cooperation intents, one JSON line each in `<dataDir>/intents.jsonl`. A line is fsynced
 * before the caller answers, so an acknowledged intent survives a crash or SIGKILL; the
 * file is reread at start.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isRecord } from '../shared/isRecord';
import type { IntentionPayload } from '../shared/validation';

export const INTENTS_FILE = 'intents.jsonl';
/** The site's deletion requests (docs/security.md#consent-records-and-withdrawal-links), kept as a record of each. */
export const WITHDRAWALS_FILE = 'withdrawals.jsonl';

/** The site's intention payload (shared/validation.ts) as the upstream stores it. */
export interface IntentInput extends IntentionPayload {
  /** Set when a logged-in visitor sent a bare "contact us" record. */
  tenantName?: string;
  /** The site's consent record (server/compliance/consentRecord.ts), kept as sent. */
  consent?: Record<string, unknown>;
}

/** A deletion request as the upstream keeps it: which lead, when, and how many intents it removed. */
export interface Withdrawal {
  idempotencyKey: string;
  requestedAt: string;
  deleted: number;
}

export interface Intent extends IntentInput {
  id: string;
  createdAt: string;
  /** The sender's Idempotency-Key, when it sent one: a repeat of it is this intent again. */
  idempotencyKey?: string;
}

/** One JSON line, fsynced before it returns. */
function appendLine(file: string, value: unknown): void {
  const created = !fs.existsSync(file);
  const fd = fs.openSync(file, 'a');
  try {
    fs.writeSync(fd, `${JSON.stringify(value)}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  if (created) fsyncDirectory(path.dirname(file));
}

function isIntent(value: unknown): value is Intent {
  return isRecord(value) && typeof value.id === 'string' && typeof value.createdAt === 'string';
}

/** Every intent in the file, oldest first. A torn last line (crash mid-write) is skipped. */
export function readIntents(file: string): Intent[] {
  return readLines(file).filter(isIntent);
}

function isWithdrawal(value: unknown): value is Withdrawal {
  return isRecord(value) && typeof value.idempotencyKey === 'string' && typeof value.requestedAt === 'string';
}

/** Every parsed line of a JSON-lines file; [] when there is none. */
function readLines(file: string): unknown[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const lines: unknown[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      lines.push(JSON.parse(line));
    } catch {
      // Only an unacknowledged write can leave a partial line behind.
    }
  }
  return lines;
}

/** Makes a newly created file's directory entry durable too (not possible on every platform). */
function fsyncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch {
    // Best effort.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

export class IntentStore {
  readonly file: string;
  private readonly withdrawalsFile: string;
  private intents: Intent[];
  private readonly withdrawals: Withdrawal[];

  constructor(dataDir: string) {
    fs.mkdirSync(dataDir, { recursive: true });
    this.file = path.join(dataDir, INTENTS_FILE);
    this.withdrawalsFile = path.join(dataDir, WITHDRAWALS_FILE);
    this.intents = readIntents(this.file);
    this.withdrawals = readLines(this.withdrawalsFile).filter(isWithdrawal);
  }

  /** Whether the site asked to delete the lead sent under this key: a late copy of it is not stored. */
  isWithdrawn(key: string): boolean {
    return this.withdrawals.some((w) => w.idempotencyKey === key);
  }

  /** Deletes the intents sent under this key (the file rewritten whole, then renamed into place) and records the request. */
  withdraw(key: string): Withdrawal {
    const kept = this.intents.filter((intent) => intent.idempotencyKey !== key);
    const deleted = this.intents.length - kept.length;
    if (deleted > 0) {
      const temporary = `${this.file}.tmp`;
      fs.writeFileSync(temporary, kept.map((intent) => `${JSON.stringify(intent)}\n`).join(''));
      const fd = fs.openSync(temporary, 'r');
      fs.fsyncSync(fd);
      fs.closeSync(fd);
      fs.renameSync(temporary, this.file);
      this.intents = kept;
    }
    const withdrawal: Withdrawal = { idempotencyKey: key, requestedAt: new Date().toISOString(), deleted };
    appendLine(this.withdrawalsFile, withdrawal);
    this.withdrawals.push(withdrawal);
    return withdrawal;
  }

  /** Deletion requests, newest first. */
  withdrawalList(): Withdrawal[] {
    return [...this.withdrawals].reverse();
  }

  /** The intent first stored under this key, if any (kept across restarts: it is in the file). */
  byIdempotencyKey(key: string): Intent | undefined {
    return this.intents.find((intent) => intent.idempotencyKey === key);
  }

  /** Synchronous on purpose: the answer must not go out before the line is on disk. */
  append(input: IntentInput, idempotencyKey?: string): Intent {
    const intent: Intent = { id: randomUUID(), createdAt: new Date().toISOString(), ...input, ...(idempotencyKey ? { idempotencyKey } : {}) };
    appendLine(this.file, intent);
    this.intents.push(intent);
    return intent;
  }

  /** Newest first. */
  list(): Intent[] {
    return [...this.intents].reverse();
  }
}
