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
}

export interface OutboxStats {
  depth: number;
  /** When the oldest undelivered lead came in (ms since the epoch); null when none waits. */
  oldestReceivedAt: number | null;
}

/** Another process holds DATA_DIR's outbox: this one must not start. */
export class OutboxLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `DATA_DIR ${dataDir} is in use by another server process (its lead outbox ${LEADS_FILE} is locked). ` +
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
    delivered_at INTEGER
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
`;

function toLead(row: LeadRow): StoredLead {
  return {
    seq: row.seq,
    id: row.id,
    payload: row.payload,
    headers: JSON.parse(row.headers) as Record<string, string>,
    receivedAt: row.received_at,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
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
  static open(dataDir: string): LeadStore {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const file = path.join(dataDir, LEADS_FILE);
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
      if (isBusy(error)) throw new OutboxLockedError(dataDir);
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
  }

  /** A write that costs nothing: whether the disk takes writes again after it refused one. */
  touch(at: number): void {
    this.db.prepare("INSERT OR REPLACE INTO outbox_meta (key, value) VALUES ('checked_at', ?)").run(at);
  }

  /** Committed and fsync'd when it returns; throws when the disk refuses (full, read-only). */
  add(lead: { id: string; payload: string; headers: Record<string, string>; receivedAt: number }): void {
    this.db
      .prepare('INSERT INTO leads (id, payload, headers, received_at, next_attempt_at) VALUES (?, ?, ?, ?, ?)')
      .run(lead.id, lead.payload, JSON.stringify(lead.headers), lead.receivedAt, lead.receivedAt);
  }

  /** The oldest undelivered lead: leads leave in the order they came. */
  head(): StoredLead | undefined {
    const row = this.db.prepare('SELECT * FROM leads WHERE delivered_at IS NULL ORDER BY seq LIMIT 1').get() as LeadRow | undefined;
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

  retryLater(id: string, at: number): void {
    this.db.prepare('UPDATE leads SET attempts = attempts + 1, next_attempt_at = ? WHERE id = ?').run(at, id);
  }

  /** A lead the visitor was told about directly (the upstream refused it while they waited): nothing to keep. */
  remove(id: string): void {
    this.db.prepare('DELETE FROM leads WHERE id = ?').run(id);
  }

  moveToDeadLetters(id: string, at: number, reason: string): void {
    this.db.transaction(() => {
      this.db
        .prepare(
          `INSERT INTO dead_letters (seq, id, payload, headers, received_at, attempts, dead_at, reason)
           SELECT seq, id, payload, headers, received_at, attempts, ?, ? FROM leads WHERE id = ?`,
        )
        .run(at, reason, id);
      this.db.prepare('DELETE FROM leads WHERE id = ?').run(id);
    })();
  }

  deadLetterCount(): number {
    return (this.db.prepare('SELECT count(*) AS n FROM dead_letters').get() as { n: number }).n;
  }

  stats(): OutboxStats {
    const row = this.db.prepare('SELECT count(*) AS depth, min(received_at) AS oldest FROM leads WHERE delivered_at IS NULL').get() as {
      depth: number;
      oldest: number | null;
    };
    return { depth: row.depth, oldestReceivedAt: row.oldest };
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
