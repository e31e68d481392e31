/**
 * The lead outbox on disk: one SQLite database in DATA_DIR (better-sqlite3).
 *
 * Why SQLite and not a journal file of our own: a lead is acknowledged only after its
 * transaction is committed with `synchronous=FULL` (fsync'd, WAL), and the one-writer rule
 * comes from the database's own lock (`locking_mode=EXCLUSIVE`), an fcntl lock the kernel
 * drops when the process dies, however it dies. A pid file cannot tell a crashed owner
 * from a live one in another container on the same volume; this lock can.
 *
 * Rows: a pending lead holds its payload and the headers it is sent with; a delivered one
 * keeps only its id and timestamps (the personal data is overwritten: `secure_delete`);
 * an undeliverable one moves whole to `dead_letters` for a person to look at.
 *
 * Leads are handed out new ones first, then by their own next attempt time: one that waits
 * for its retry never holds back another.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export const LEADS_FILE = 'leads.db';
/** Delivered leads' ids kept after a compaction: enough to answer "was X delivered?" for recent leads. */
const KEPT_AFTER_COMPACTION = 1000;

export interface StoredLead {
  seq: number;
  id: string;
  /** The JSON body sent upstream. */
  payload: string;
  /** The request headers it is sent with (the visitor's, as the proxy forwards them). */
  headers: Record<string, string>;
  receivedAt: number;
  attempts: number;
  nextAttemptAt: number;
  /** When its first delivery attempt was made; null before it (and for a lead queued before this column existed). */
  firstAttemptAt: number | null;
}

/** A lead's withdrawal link as kept: its token's digest (never the token) and when it stops working. */
export interface WithdrawalGrant {
  tokenHash: string;
  expiresAt: number;
}

/** What a withdrawal token is worth: the lead it names, once, before it expires. */
export type WithdrawalClaim = { kind: 'claimed'; leadId: string } | { kind: 'unknown' } | { kind: 'used' } | { kind: 'expired' };

export interface OutboxStats {
  depth: number;
  /** When the oldest undelivered lead came in (ms since the epoch); null when none waits. */
  oldestReceivedAt: number | null;
  /** Bytes of the undelivered leads' payloads and headers: what the outbox cap counts. */
  bytes: number;
}

/** Another process holds DATA_DIR's outbox: this one must not start. */
export class OutboxLockedError extends Error {
  constructor(
    readonly dataDir: string,
    file = LEADS_FILE,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another server process (its outbox ${file} is locked). ` +
        'Each replica needs a DATA_DIR of its own: two processes must never deliver from the same outbox.',
    );
    this.name = 'OutboxLockedError';
  }
}

interface LeadRow {
  seq: number;
  id: string;
  payload: string;
  headers: string;
  received_at: number;
  attempts: number;
  next_attempt_at: number;
  first_attempt_at: number | null;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS leads (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    payload TEXT,
    headers TEXT,
    received_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    delivered_at INTEGER,
    first_attempt_at INTEGER,
    bytes INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX IF NOT EXISTS leads_pending ON leads (seq) WHERE delivered_at IS NULL;
  CREATE TABLE IF NOT EXISTS dead_letters (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    payload TEXT,
    headers TEXT,
    received_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL,
    dead_at INTEGER NOT NULL,
    reason TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS outbox_meta (key TEXT PRIMARY KEY, value INTEGER);
  CREATE TABLE IF NOT EXISTS withdrawals (
    token_hash TEXT PRIMARY KEY,
    lead_id TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS withdrawals_expiry ON withdrawals (expires_at);
`;

/**
 * Columns added after the first release: CREATE TABLE IF NOT EXISTS leaves an older file's
 * table as it was, so each is added when missing. An older lead's size is measured once;
 * its first attempt is unknown, so its dead-letter age counts from its next attempt.
 */
const ADDED_COLUMNS: { name: string; add: string; fill?: string }[] = [
  { name: 'first_attempt_at', add: 'ALTER TABLE leads ADD COLUMN first_attempt_at INTEGER' },
  {
    name: 'bytes',
    add: 'ALTER TABLE leads ADD COLUMN bytes INTEGER NOT NULL DEFAULT 0',
    fill: 'UPDATE leads SET bytes = length(CAST(payload AS BLOB)) + length(CAST(headers AS BLOB)) WHERE delivered_at IS NULL',
  },
];

/** Indexes on columns an older file may have lacked: made once the columns exist. */
const INDEXES = `
  CREATE INDEX IF NOT EXISTS leads_due ON leads (attempts > 0, next_attempt_at, seq) WHERE delivered_at IS NULL;
  CREATE INDEX IF NOT EXISTS leads_size ON leads (received_at, bytes, delivered_at) WHERE delivered_at IS NULL;
`;

/** What a lead weighs in the outbox: the bytes of its payload and headers as stored. */
export function leadBytes(payload: string, headersJson: string): number {
  return Buffer.byteLength(payload) + Buffer.byteLength(headersJson);
}

function toLead(row: LeadRow): StoredLead {
  return {
    seq: row.seq,
    id: row.id,
    payload: row.payload,
    headers: JSON.parse(row.headers) as Record<string, string>,
    receivedAt: row.received_at,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    firstAttemptAt: row.first_attempt_at,
  };
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
}

export class LeadStore {
  private constructor(
    private readonly db: Database.Database,
    readonly file: string,
  ) {}

  /**
   * Opens (or creates) DATA_DIR's outbox and takes its lock for the life of the process.
   * DATA_DIR is made 0700 and the files 0600: they hold visitors' names and phone numbers.
   */
  static open(dataDir: string, fileName = LEADS_FILE): LeadStore {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const file = path.join(dataDir, fileName);
    // SQLite creates its files with the process umask: tighten it only while they are made.
    const umask = process.umask(0o077);
    let db: Database.Database | undefined;
    try {
      db = new Database(file, { timeout: 0 });
      db.pragma('locking_mode = EXCLUSIVE');
      // Taken now, not at the first lead: a second process is refused at start.
      db.exec('BEGIN EXCLUSIVE; COMMIT');
      db.pragma('journal_mode = WAL');
      LeadStore.prepare(db);
    } catch (error) {
      db?.close();
      if (isBusy(error)) throw new OutboxLockedError(dataDir, fileName);
      throw error;
    } finally {
      process.umask(umask);
    }
    return new LeadStore(db, file);
  }

  /** Not durable: for an app built without a DATA_DIR (tests); server/index.ts always opens one. */
  static inMemory(): LeadStore {
    const db = new Database(':memory:');
    LeadStore.prepare(db);
    return new LeadStore(db, ':memory:');
  }

  private static prepare(db: Database.Database): void {
    db.pragma('synchronous = FULL');
    db.pragma('secure_delete = ON');
    db.exec(SCHEMA);
    const columns = new Set((db.prepare('PRAGMA table_info(leads)').all() as { name: string }[]).map((column) => column.name));
    db.transaction(() => {
      for (const column of ADDED_COLUMNS.filter(({ name }) => !columns.has(name))) {
        db.exec(column.add);
        if (column.fill) db.exec(column.fill);
      }
    })();
    db.exec(INDEXES);
  }

  /** A write that costs nothing: whether the disk takes writes again after it refused one. */
  touch(at: number): void {
    this.db.prepare("INSERT OR REPLACE INTO outbox_meta (key, value) VALUES ('checked_at', ?)").run(at);
  }

  /**
   * Committed and fsync'd when it returns; throws when the disk refuses (full, read-only). The
   * lead's withdrawal link is kept in the same transaction, and expired links go meanwhile.
   */
  add(lead: { id: string; payload: string; headers: Record<string, string>; receivedAt: number }, withdrawal?: WithdrawalGrant): void {
    const headers = JSON.stringify(lead.headers);
    this.db.transaction(() => {
      this.db
        .prepare('INSERT INTO leads (id, payload, headers, received_at, next_attempt_at, bytes) VALUES (?, ?, ?, ?, ?, ?)')
        .run(lead.id, lead.payload, headers, lead.receivedAt, lead.receivedAt, leadBytes(lead.payload, headers));
      if (!withdrawal) return;
      this.db.prepare('DELETE FROM withdrawals WHERE expires_at <= ?').run(lead.receivedAt);
      this.db.prepare('INSERT INTO withdrawals (token_hash, lead_id, expires_at) VALUES (?, ?, ?)').run(withdrawal.tokenHash, lead.id, withdrawal.expiresAt);
    })();
  }

  /** Marks the token used and names its lead, unless it is unknown, used or expired. */
  claimWithdrawal(tokenHash: string, now: number): WithdrawalClaim {
    return this.db.transaction((): WithdrawalClaim => {
      const row = this.db.prepare('SELECT lead_id, expires_at, used_at FROM withdrawals WHERE token_hash = ?').get(tokenHash) as
        { lead_id: string; expires_at: number; used_at: number | null } | undefined;
      if (!row) return { kind: 'unknown' };
      if (row.used_at !== null) return { kind: 'used' };
      if (row.expires_at <= now) return { kind: 'expired' };
      this.db.prepare('UPDATE withdrawals SET used_at = ? WHERE token_hash = ?').run(now, tokenHash);
      return { kind: 'claimed', leadId: row.lead_id };
    })();
  }

  /** The withdrawal could not be completed (the upstream was away): the link works again. */
  releaseWithdrawal(tokenHash: string): void {
    this.db.prepare('UPDATE withdrawals SET used_at = NULL WHERE token_hash = ?').run(tokenHash);
  }

  /** Deletes every copy of a withdrawn lead still held here (undelivered or dead-lettered); how many there were. */
  forgetLead(id: string): number {
    return this.db.transaction(() => {
      const pending = this.db.prepare('DELETE FROM leads WHERE id = ? AND delivered_at IS NULL').run(id).changes;
      return pending + this.db.prepare('DELETE FROM dead_letters WHERE id = ?').run(id).changes;
    })();
  }

  /**
   * The lead to try next: a new one first (its visitor may be waiting), oldest first; else the
   * one whose retry comes first, the earlier arrival on a tie. It may not be due yet: then none is.
   */
  next(): StoredLead | undefined {
    const row = this.db.prepare('SELECT * FROM leads WHERE delivered_at IS NULL ORDER BY attempts > 0, next_attempt_at, seq LIMIT 1').get() as
      LeadRow | undefined;
    return row && toLead(row);
  }

  /** Every undelivered lead's id, oldest first. */
  pendingIds(): string[] {
    return (this.db.prepare('SELECT id FROM leads WHERE delivered_at IS NULL ORDER BY seq').all() as { id: string }[]).map((r) => r.id);
  }

  /** Keeps only the id and the timestamps. */
  markDelivered(id: string, at: number): void {
    this.db.prepare('UPDATE leads SET payload = NULL, headers = NULL, delivered_at = ? WHERE id = ?').run(at, id);
  }

  /** Counts an attempt made at `attemptedAt` (the first one is remembered) and schedules the next. */
  retryLater(id: string, attemptedAt: number, nextAttemptAt: number): void {
    this.db
      .prepare('UPDATE leads SET attempts = attempts + 1, first_attempt_at = coalesce(first_attempt_at, ?), next_attempt_at = ? WHERE id = ?')
      .run(attemptedAt, nextAttemptAt, id);
  }

  /** A lead the visitor was told about directly (the upstream refused it while they waited): nothing to keep. */
  remove(id: string): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM leads WHERE id = ?').run(id);
      this.db.prepare('DELETE FROM withdrawals WHERE lead_id = ?').run(id);
    })();
  }

  /** After the attempt that decided it, which its `attempts` counts: no lead goes there untried. */
  moveToDeadLetters(id: string, at: number, reason: string): void {
    this.db.transaction(() => {
      this.db
        .prepare(
          `INSERT INTO dead_letters (seq, id, payload, headers, received_at, attempts, dead_at, reason)
           SELECT seq, id, payload, headers, received_at, attempts + 1, ?, ? FROM leads WHERE id = ?`,
        )
        .run(at, reason, id);
      this.db.prepare('DELETE FROM leads WHERE id = ?').run(id);
    })();
  }

  deadLetterCount(): number {
    return (this.db.prepare('SELECT count(*) AS n FROM dead_letters').get() as { n: number }).n;
  }

  /** Read from the index leads_size alone, not the rows: cheap enough for every new lead and every scrape. */
  stats(): OutboxStats {
    const row = this.db
      .prepare(
        'SELECT count(*) AS depth, min(received_at) AS oldest, coalesce(sum(bytes), 0) AS bytes FROM leads INDEXED BY leads_size WHERE delivered_at IS NULL',
      )
      .get() as { depth: number; oldest: number | null; bytes: number };
    return { depth: row.depth, oldestReceivedAt: row.oldest, bytes: row.bytes };
  }

  /** Bytes on disk: the database and its write-ahead log. */
  sizeBytes(): number {
    let size = 0;
    if (this.file === ':memory:') return 0;
    for (const file of [this.file, `${this.file}-wal`]) {
      try {
        size += fs.statSync(file).size;
      } catch {
        // No WAL right after a checkpoint.
      }
    }
    return size;
  }

  /** Forgets all but the newest delivered ids and gives the space back to the file system. */
  compact(): void {
    this.db
      .prepare(
        `DELETE FROM leads WHERE delivered_at IS NOT NULL AND seq NOT IN
           (SELECT seq FROM leads WHERE delivered_at IS NOT NULL ORDER BY seq DESC LIMIT ?)`,
      )
      .run(KEPT_AFTER_COMPACTION);
    this.db.exec('VACUUM');
    this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
