import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { RETRY_BASE_MS, RETRY_CAP_MS } from '../../../../server/leads/backoff';
import { deadLetters, writeOldSchemaLead } from '../../../leadsDb';
import type { DeliveryResult } from '../../../../server/leads/leadDelivery';
import type { StoredLead } from '../../../../server/leads/leadStore';
import { LeadOutbox, type OutboxOptions } from '../../../../server/leads/outbox';

const delivered: DeliveryResult = { kind: 'delivered', status: 200, headers: {}, envelope: { code: 200, desc: '成功' } };
const refused: DeliveryResult = { kind: 'refused', status: 200, envelope: { code: 400, desc: '手机号格式不正确' }, reason: 'HTTP 200, code 400' };
const down: DeliveryResult = { kind: 'failed', reason: 'ECONNREFUSED' };
/** A lead the upstream always fails on: a 4-byte character its utf8mb3 column rejects. */
const POISON = '{"intentionName":"😀"}';

/** An upstream the test switches: every attempt is recorded with the payload it carried. */
function upstream() {
  const attempts: string[] = [];
  let answer: (lead: StoredLead) => DeliveryResult = () => delivered;
  return {
    attempts,
    answer: (next: (lead: StoredLead) => DeliveryResult) => (answer = next),
    send: (lead: StoredLead) => {
      attempts.push(lead.payload);
      return Promise.resolve(answer(lead));
    },
  };
}

const outboxes: LeadOutbox[] = [];
function outbox(send: OutboxOptions['send'], options: Partial<OutboxOptions> = {}) {
  const counts = { delivered: 0, retried: 0, deadLettered: 0, rejected: 0 };
  const box = LeadOutbox.inMemory({
    send,
    logger: pino({ level: 'silent' }),
    visitorWaitMs: 21_000,
    random: () => 0.999999,
    events: {
      delivered: () => counts.delivered++,
      retried: () => counts.retried++,
      deadLettered: () => counts.deadLettered++,
      rejected: () => counts.rejected++,
    },
    ...options,
  });
  outboxes.push(box);
  return { box, counts };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  for (const box of outboxes.splice(0)) box.close();
  vi.useRealTimers();
});

describe('the lead outbox', () => {
  it("gives the visitor the upstream's own answer when it takes the lead at once", async () => {
    const up = upstream();
    const { box, counts } = outbox(up.send);
    await expect(box.submit('{"n":1}', {})).resolves.toEqual(delivered);
    expect(up.attempts).toEqual(['{"n":1}']);
    expect(box.stats()).toEqual({ depth: 0, oldestReceivedAt: null, bytes: 0 });
    expect(counts.delivered).toBe(1);
  });

  it('tells the visitor the lead is kept when the upstream is down, and delivers it once it is back', async () => {
    const up = upstream();
    up.answer(() => down);
    const { box, counts } = outbox(up.send);
    await expect(box.submit('{"n":1}', {})).resolves.toMatchObject({ kind: 'queued' });
    expect(box.stats().depth).toBe(1);
    await vi.advanceTimersByTimeAsync(120_000);
    const triedWhileDown = up.attempts.length;
    expect(triedWhileDown).toBeGreaterThan(3);
    up.answer(() => delivered);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(up.attempts.length).toBe(triedWhileDown + 1);
    expect(box.stats().depth).toBe(0);
    expect(counts).toMatchObject({ delivered: 1, retried: triedWhileDown });
  });

  it('reaches the upstream within 30 s of its return, however long it was down', async () => {
    const up = upstream();
    up.answer(() => down);
    const { box } = outbox(up.send);
    await box.submit('{"n":1}', {});
    await vi.advanceTimersByTimeAsync(3600_000);
    up.answer(() => delivered);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(box.stats().depth).toBe(0);
  });

  it('delivers queued leads in the order they came, each once', async () => {
    const up = upstream();
    up.answer(() => down);
    const { box } = outbox(up.send);
    for (let n = 1; n <= 20; n++) await box.submit(`{"n":${n}}`, {});
    up.attempts.length = 0;
    up.answer(() => delivered);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(up.attempts).toEqual(Array.from({ length: 20 }, (_, i) => `{"n":${i + 1}}`));
  });

  it("gives the visitor the upstream's refusal of the lead itself and keeps nothing", async () => {
    const up = upstream();
    up.answer(() => refused);
    const { box, counts } = outbox(up.send);
    await expect(box.submit('{"n":1}', {})).resolves.toEqual({ kind: 'refused', status: 200, envelope: { code: 400, desc: '手机号格式不正确' } });
    expect(box.stats().depth).toBe(0);
    expect(counts.deadLettered).toBe(0);
  });

  it('moves a queued lead the upstream refuses later to the dead letters, never dropping it silently', async () => {
    const up = upstream();
    up.answer(() => down);
    const { box, counts } = outbox(up.send);
    await box.submit('{"n":1}', {});
    up.answer(() => refused);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(box.stats().depth).toBe(0);
    expect(counts.deadLettered).toBe(1);
  });

  it('moves a lead still undelivered after the configured age to the dead letters', async () => {
    const up = upstream();
    up.answer(() => down);
    const { box, counts } = outbox(up.send, { deadAfterMs: 3600_000 });
    await box.submit('{"n":1}', {});
    await vi.advanceTimersByTimeAsync(3600_000 + 31_000);
    expect(counts.deadLettered).toBe(1);
    expect(box.stats().depth).toBe(0);
  });

  it("tries a new lead at once while another waits for its retry, and gives its visitor the upstream's own answer", async () => {
    const up = upstream();
    up.answer((lead) => (lead.payload === POISON ? down : delivered));
    const { box } = outbox(up.send);
    await expect(box.submit(POISON, {})).resolves.toMatchObject({ kind: 'queued' });
    await expect(box.submit('{"n":2}', {})).resolves.toEqual(delivered);
    expect(up.attempts).toEqual([POISON, '{"n":2}']);
  });

  it('answers a visitor whose delivery hangs once the wait is over, and keeps the lead', async () => {
    const { box } = outbox(() => new Promise<DeliveryResult>(() => {}), { visitorWaitMs: 21_000 });
    const answer = box.submit('{"n":1}', {});
    await vi.advanceTimersByTimeAsync(21_000);
    await expect(answer).resolves.toMatchObject({ kind: 'queued' });
    expect(box.stats().depth).toBe(1);
  });
});

describe('a lead the upstream always fails on', () => {
  it('holds back none of 50 leads sent after it: each is delivered within one retry interval, its visitor told the answer', async () => {
    const up = upstream();
    up.answer((lead) => (lead.payload === POISON ? down : delivered));
    const { box, counts } = outbox(up.send);
    await box.submit(POISON, {});
    const answers = Promise.all(Array.from({ length: 50 }, (_, n) => box.submit(`{"n":${n}}`, {})));
    await vi.advanceTimersByTimeAsync(RETRY_CAP_MS);
    await expect(answers).resolves.toEqual(Array.from({ length: 50 }, () => delivered));
    expect(counts.delivered).toBe(50);
    expect(box.pendingIds()).toHaveLength(1);
  });

  it('sends no lead to the dead letters untried, and the failing one only once its deadline passed after its first attempt', async () => {
    const up = upstream();
    up.answer((lead) => (lead.payload === POISON ? down : delivered));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhimei-leads-'));
    const box = LeadOutbox.open(dir, { send: up.send, logger: pino({ level: 'silent' }), visitorWaitMs: 21_000, deadAfterMs: 60_000, random: () => 0.999999 });
    outboxes.push(box);
    await box.submit(POISON, {});
    await Promise.all(Array.from({ length: 50 }, (_, n) => box.submit(`{"n":${n}}`, {})));
    await vi.advanceTimersByTimeAsync(59_000);
    expect(box.pendingIds()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(RETRY_CAP_MS + 2_000);
    expect(box.pendingIds()).toHaveLength(0);
    box.close();
    expect(deadLetters(dir)).toEqual([
      { payload: POISON, attempts: up.attempts.filter((p) => p === POISON).length, reason: 'undelivered 1 min after its first attempt: ECONNREFUSED' },
    ]);
    expect(deadLetters(dir)[0]!.attempts).toBeGreaterThan(1);
  });

  it('moves a queued lead the upstream refuses later to the dead letters at once, with the status and code as the reason', async () => {
    const up = upstream();
    up.answer(() => down);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhimei-leads-'));
    const box = LeadOutbox.open(dir, { send: up.send, logger: pino({ level: 'silent' }), visitorWaitMs: 21_000, random: () => 0.999999 });
    outboxes.push(box);
    await box.submit(POISON, {});
    up.answer(() => ({ kind: 'refused', status: 400, envelope: undefined, reason: 'HTTP 400, not an envelope' }));
    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS);
    expect(up.attempts).toHaveLength(2);
    expect(box.pendingIds()).toHaveLength(0);
    box.close();
    expect(deadLetters(dir)).toEqual([{ payload: POISON, attempts: 2, reason: 'refused by the upstream: HTTP 400, not an envelope' }]);
  });

  it('tells a waiting visitor the lead is kept when a 4xx refusal has no envelope to show, and dead-letters it', async () => {
    const up = upstream();
    up.answer(() => ({ kind: 'refused', status: 403, envelope: undefined, reason: 'HTTP 403, not an envelope' }));
    const { box, counts } = outbox(up.send);
    await expect(box.submit(POISON, {})).resolves.toMatchObject({ kind: 'queued' });
    expect(counts.deadLettered).toBe(1);
  });
});

describe('an upstream that fails every lead', () => {
  it('costs a few retries a minute however many leads wait, still tries each new lead at once, and gets them all once it is back', async () => {
    const up = upstream();
    up.answer(() => down);
    const { box } = outbox(up.send);
    for (let n = 0; n < 100; n++) await box.submit(`{"n":${n}}`, {});
    expect(up.attempts).toHaveLength(100);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    // Each lead on its own backoff alone would be 100 leads × 20 retries here.
    expect(up.attempts.length - 100).toBeLessThan(50);
    const before = up.attempts.length;
    await expect(box.submit('{"n":"new"}', {})).resolves.toMatchObject({ kind: 'queued' });
    expect(up.attempts.slice(before)).toEqual(['{"n":"new"}']);
    up.answer(() => delivered);
    await vi.advanceTimersByTimeAsync(2 * RETRY_CAP_MS);
    expect(box.stats().depth).toBe(0);
  });
});

describe('a lead queued before this version (a database of the old schema)', () => {
  it('is tried before it can reach the dead letters, and its age counts from that first attempt', async () => {
    const up = upstream();
    up.answer(() => down);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhimei-leads-'));
    const eightDaysAgo = Date.now() - 8 * 24 * 3600_000;
    writeOldSchemaLead(dir, { id: 'old', payload: '{"n":"old"}', receivedAt: eightDaysAgo });
    const box = LeadOutbox.open(dir, {
      send: up.send,
      logger: pino({ level: 'silent' }),
      visitorWaitMs: 21_000,
      deadAfterMs: 3600_000,
      random: () => 0.999999,
    });
    outboxes.push(box);
    box.kick();
    await vi.advanceTimersByTimeAsync(3600_000 - RETRY_CAP_MS);
    expect(box.pendingIds()).toEqual(['old']);
    expect(up.attempts.length).toBeGreaterThan(1);
    await vi.advanceTimersByTimeAsync(2 * RETRY_CAP_MS);
    expect(box.pendingIds()).toEqual([]);
    box.close();
    expect(deadLetters(dir)).toEqual([
      { payload: '{"n":"old"}', attempts: up.attempts.length, reason: 'undelivered 1 h after its first attempt: ECONNREFUSED' },
    ]);
  });
});

describe('a full outbox', () => {
  it('refuses a new lead past the count cap, stores nothing of it, and counts the refusal', async () => {
    const up = upstream();
    up.answer(() => down);
    const { box, counts } = outbox(up.send, { cap: { leads: 2, bytes: 0 } });
    await box.submit('{"n":1}', {});
    await box.submit('{"n":2}', {});
    await expect(box.submit('{"n":3}', {})).resolves.toEqual({ kind: 'full' });
    expect(box.stats().depth).toBe(2);
    expect(counts.rejected).toBe(1);
    expect(up.attempts).not.toContain('{"n":3}');
  });

  it("refuses a new lead that would take the leads' bytes past the cap", async () => {
    const up = upstream();
    up.answer(() => down);
    const { box } = outbox(up.send, { cap: { leads: 0, bytes: 900 } });
    const lead = JSON.stringify({ scene: '需'.repeat(100) });
    await box.submit(lead, { 'user-agent': 'test' });
    expect(box.stats().bytes).toBe(Buffer.byteLength(lead) + Buffer.byteLength('{"user-agent":"test"}'));
    await box.submit(lead, { 'user-agent': 'test' });
    await expect(box.submit(lead, { 'user-agent': 'test' })).resolves.toEqual({ kind: 'full' });
    expect(box.stats().depth).toBe(2);
  });

  it('takes leads again once delivery made room', async () => {
    const up = upstream();
    up.answer(() => down);
    const { box } = outbox(up.send, { cap: { leads: 1, bytes: 0 } });
    await box.submit('{"n":1}', {});
    await expect(box.submit('{"n":2}', {})).resolves.toEqual({ kind: 'full' });
    up.answer(() => delivered);
    await vi.advanceTimersByTimeAsync(RETRY_CAP_MS);
    await expect(box.submit('{"n":3}', {})).resolves.toEqual(delivered);
  });
});
