import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import type { DeliveryResult } from '../../../server/leads/leadDelivery';
import type { StoredLead } from '../../../server/leads/leadStore';
import { LeadOutbox, type OutboxOptions } from '../../../server/leads/outbox';

const delivered: DeliveryResult = { kind: 'delivered', status: 200, headers: {}, envelope: { code: 200, desc: '成功' } };
const refused: DeliveryResult = { kind: 'refused', status: 200, envelope: { code: 400, desc: '手机号格式不正确' } };
const down: DeliveryResult = { kind: 'failed', reason: 'ECONNREFUSED' };

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
  const counts = { delivered: 0, retried: 0, deadLettered: 0 };
  const box = LeadOutbox.inMemory({
    send,
    logger: pino({ level: 'silent' }),
    visitorWaitMs: 21_000,
    random: () => 0.999999,
    events: { delivered: () => counts.delivered++, retried: () => counts.retried++, deadLettered: () => counts.deadLettered++ },
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
    expect(box.stats()).toEqual({ depth: 0, oldestReceivedAt: null });
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
    await expect(box.submit('{"n":1}', {})).resolves.toEqual(refused);
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

  it('answers a visitor whose lead waits behind a retrying one at once, without an attempt of its own', async () => {
    const up = upstream();
    up.answer(() => down);
    const { box } = outbox(up.send);
    await box.submit('{"n":1}', {});
    const before = up.attempts.length;
    await expect(box.submit('{"n":2}', {})).resolves.toMatchObject({ kind: 'queued' });
    expect(up.attempts.length).toBe(before);
  });

  it('answers a visitor whose delivery hangs once the wait is over, and keeps the lead', async () => {
    const { box } = outbox(() => new Promise<DeliveryResult>(() => {}), { visitorWaitMs: 21_000 });
    const answer = box.submit('{"n":1}', {});
    await vi.advanceTimersByTimeAsync(21_000);
    await expect(answer).resolves.toMatchObject({ kind: 'queued' });
    expect(box.stats().depth).toBe(1);
  });
});
