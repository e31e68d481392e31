import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { LEADS_FILE, LeadStore, OutboxLockedError } from '../../../../server/leads/leadStore';
import { writeOldSchemaLead } from '../../../leadsDb';

const opened: LeadStore[] = [];
const dataDir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'zhimei-leads-')), 'data');
const open = (dir: string) => {
  const store = LeadStore.open(dir);
  opened.push(store);
  return store;
};
const lead = (id: string, receivedAt = 1000) => ({ id, payload: JSON.stringify({ mobile: '13800138000', id }), headers: { 'user-agent': 'test' }, receivedAt });

afterEach(() => {
  for (const store of opened.splice(0)) store.close();
});

describe('the lead store in DATA_DIR', () => {
  it('still holds a stored lead after the process that stored it is gone', () => {
    const dir = dataDir();
    const first = open(dir);
    first.add(lead('a'));
    first.close();
    const again = open(dir);
    expect(again.next()).toMatchObject({
      id: 'a',
      payload: JSON.stringify({ mobile: '13800138000', id: 'a' }),
      headers: { 'user-agent': 'test' },
      attempts: 0,
    });
  });

  it('refuses a second opener while the first holds it, naming DATA_DIR', () => {
    const dir = dataDir();
    open(dir);
    expect(() => LeadStore.open(dir)).toThrow(OutboxLockedError);
    expect(() => LeadStore.open(dir)).toThrow(dir);
  });

  it('can be opened again once its holder closed it', () => {
    const dir = dataDir();
    open(dir).close();
    expect(() => open(dir)).not.toThrow();
  });

  it('is private to the server user: the directory 0700, the database 0600', () => {
    const dir = dataDir();
    open(dir).add(lead('a'));
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    for (const file of fs.readdirSync(dir).filter((f) => f.startsWith(LEADS_FILE))) {
      expect(fs.statSync(path.join(dir, file)).mode & 0o777, file).toBe(0o600);
    }
  });

  it('hands out leads oldest first and keeps only the id and timestamps of a delivered one', () => {
    const store = open(dataDir());
    store.add(lead('a'));
    store.add(lead('b'));
    expect(store.pendingIds()).toEqual(['a', 'b']);
    store.markDelivered('a', 2000);
    expect(store.next()?.id).toBe('b');
    expect(store.stats()).toMatchObject({ depth: 1, oldestReceivedAt: 1000 });
    store.close();
    const text = fs.readFileSync(path.join(path.dirname(store.file), LEADS_FILE)).toString('latin1');
    // secure_delete overwrote a's payload; b's is still there to deliver.
    expect(text).toContain('"id":"b"');
    expect(text).not.toContain('"id":"a"');
  });

  it('moves a lead to the dead letters whole, out of the queue', () => {
    const store = open(dataDir());
    store.add(lead('a'));
    store.moveToDeadLetters('a', 5000, 'undelivered after 168 h');
    expect(store.next()).toBeUndefined();
    expect(store.deadLetterCount()).toBe(1);
  });

  it('forgets old delivered ids when compacted, and keeps every pending lead', () => {
    const store = open(dataDir());
    for (let i = 0; i < 1100; i++) {
      store.add(lead(`d${i}`));
      store.markDelivered(`d${i}`, 2000);
    }
    store.add(lead('pending'));
    store.compact();
    expect(store.pendingIds()).toEqual(['pending']);
  });

  it('hands out the lead whose next attempt comes first, so one waiting for its retry holds back none', () => {
    const store = open(dataDir());
    store.add(lead('poison', 1000));
    store.add(lead('fresh', 1001));
    store.retryLater('poison', 1000, 30_000);
    expect(store.next()).toMatchObject({ id: 'fresh', attempts: 0, firstAttemptAt: null });
    store.markDelivered('fresh', 1002);
    expect(store.next()).toMatchObject({ id: 'poison', attempts: 1, firstAttemptAt: 1000, nextAttemptAt: 30_000 });
  });

  it('remembers the first attempt only, and counts the deciding attempt of a dead letter', () => {
    const dir = dataDir();
    const store = open(dir);
    store.add(lead('a'));
    store.retryLater('a', 2000, 3000);
    store.retryLater('a', 3000, 5000);
    expect(store.next()).toMatchObject({ attempts: 2, firstAttemptAt: 2000 });
    store.moveToDeadLetters('a', 6000, 'refused by the upstream: HTTP 400, code 400');
    store.close();
    const db = new Database(path.join(dir, LEADS_FILE), { readonly: true });
    expect(db.prepare('SELECT attempts, reason FROM dead_letters').all()).toEqual([{ attempts: 3, reason: 'refused by the upstream: HTTP 400, code 400' }]);
    db.close();
  });

  it("opens a database of the first release's schema, adding the columns and indexes it lacks and keeping its leads", () => {
    const dir = dataDir();
    writeOldSchemaLead(dir, { id: 'old', payload: '{"n":"old"}', receivedAt: 1000 });
    const store = open(dir);
    expect(store.next()).toMatchObject({ id: 'old', attempts: 0, firstAttemptAt: null });
    expect(store.stats()).toEqual({ depth: 1, oldestReceivedAt: 1000, bytes: Buffer.byteLength('{"n":"old"}{"user-agent":"test"}') });
    store.retryLater('old', 2000, 3000);
    expect(store.next()).toMatchObject({ firstAttemptAt: 2000 });
    store.close();
    expect(() => open(dir).close()).not.toThrow();
  });
});
