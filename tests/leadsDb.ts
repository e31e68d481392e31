/** Reads and writes DATA_DIR's leads.db as a person (or an older release) would, beside the server's own store. */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { LEADS_FILE } from '../server/leads/leadStore';

/** What a person finds in the dead letters (the file is read after the outbox closed it). */
export function deadLetters(dir: string): { payload: string; attempts: number; reason: string }[] {
  const db = new Database(path.join(dir, LEADS_FILE), { readonly: true });
  try {
    return db.prepare('SELECT payload, attempts, reason FROM dead_letters ORDER BY seq').all() as { payload: string; attempts: number; reason: string }[];
  } finally {
    db.close();
  }
}

/** A leads.db as the first release wrote it, holding one lead never tried. */
export function writeOldSchemaLead(dir: string, lead: { id: string; payload: string; receivedAt: number }): void {
  fs.mkdirSync(dir, { recursive: true });
  const db = new Database(path.join(dir, LEADS_FILE));
  db.exec(`
    CREATE TABLE leads (seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, payload TEXT, headers TEXT,
      received_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL, delivered_at INTEGER);
    CREATE INDEX leads_pending ON leads (seq) WHERE delivered_at IS NULL;
    CREATE TABLE dead_letters (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, payload TEXT, headers TEXT, received_at INTEGER NOT NULL,
      attempts INTEGER NOT NULL, dead_at INTEGER NOT NULL, reason TEXT NOT NULL);
    CREATE TABLE outbox_meta (key TEXT PRIMARY KEY, value INTEGER);`);
  db.prepare('INSERT INTO leads (id, payload, headers, received_at, next_attempt_at) VALUES (?, ?, ?, ?, ?)').run(
    lead.id,
    lead.payload,
    '{"user-agent":"test"}',
    lead.receivedAt,
    lead.receivedAt,
  );
  db.close();
}
