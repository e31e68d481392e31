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

/** The site's intention payload (shared/validation.ts) as the upstream stores it. */
export interface IntentInput extends IntentionPayload {
  /** Set when a logged-in visitor sent a bare "contact us" record. */
  tenantName?: string;
}

export interface Intent extends IntentInput {
  id: string;
  createdAt: string;
  /** The sender's Idempotency-Key, when it sent one: a repeat of it is this intent again. */
  idempotencyKey?: string;
}

function isIntent(value: unknown): value is Intent {
  return isRecord(value) && typeof value.id === 'string' && typeof value.createdAt === 'string';
}

/** Every intent in the file, oldest first. A torn last line (crash mid-write) is skipped. */
export function readIntents(file: string): Intent[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const intents: Intent[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const parsed: unknown = JSON.parse(line);
      if (isIntent(parsed)) intents.push(parsed);
    } catch {
      // Only an unacknowledged write can leave a partial line behind.
    }
  }
  return intents;
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
  private readonly intents: Intent[];

  constructor(dataDir: string) {
    fs.mkdirSync(dataDir, { recursive: true });
    this.file = path.join(dataDir, INTENTS_FILE);
    this.intents = readIntents(this.file);
  }

  /** The intent first stored under this key, if any (kept across restarts: it is in the file). */
  byIdempotencyKey(key: string): Intent | undefined {
    return this.intents.find((intent) => intent.idempotencyKey === key);
  }

  /** Synchronous on purpose: the answer must not go out before the line is on disk. */
  append(input: IntentInput, idempotencyKey?: string): Intent {
    const intent: Intent = { id: randomUUID(), createdAt: new Date().toISOString(), ...input, ...(idempotencyKey ? { idempotencyKey } : {}) };
    const created = !fs.existsSync(this.file);
    const fd = fs.openSync(this.file, 'a');
    try {
      fs.writeSync(fd, `${JSON.stringify(intent)}\n`);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    if (created) fsyncDirectory(path.dirname(this.file));
    this.intents.push(intent);
    return intent;
  }

  /** Newest first. */
  list(): Intent[] {
    return [...this.intents].reverse();
  }
}
