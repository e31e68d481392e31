/**
 * The cooperation leads' outbox: a valid lead is stored durably before it is answered, then
 * delivered to the upstream by one loop per process, oldest first, until it is taken.
 *
 * - Delivered at once: the visitor gets the upstream's own answer, as without an outbox.
 * - The upstream down, slow, 5xx or 429: the lead stays, the visitor hears it was received,
 *   and the loop retries with capped, jittered backoff (./backoff.ts).
 * - The upstream refuses the lead itself while its visitor waits: the visitor gets that
 *   refusal (to correct the form) and nothing is kept. Refused later, or undelivered after
 *   LEADS_DEAD_AFTER_HOURS, it moves to the dead letters, logged at error level.
 * At least once to the upstream, made exactly once by the Idempotency-Key (./leadDelivery.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from '../ops/logger';
import { retryDelayMs, RETRY_CAP_MS } from './backoff';
import type { DeliveryResult } from './leadDelivery';
import { LeadStore, OutboxLockedError, type OutboxStats, type StoredLead } from './leadStore';

export const DEAD_AFTER_MS = 7 * 24 * 3600_000;
/** Past this size on disk, delivered leads' ids are trimmed and the file vacuumed. */
export const COMPACT_BYTES = 32 * 1024 * 1024;

export type SubmitOutcome = Extract<DeliveryResult, { kind: 'delivered' | 'refused' }> | { kind: 'queued'; id: string } | { kind: 'unavailable' };

/** Counted by server/ops/metrics.ts. */
export interface OutboxEvents {
  delivered(): void;
  retried(): void;
  deadLettered(): void;
}

export interface OutboxOptions {
  send: (lead: StoredLead) => Promise<DeliveryResult>;
  logger: Logger;
  events?: OutboxEvents;
  /** How long a visitor waits for their lead's first attempt before hearing it is kept. */
  visitorWaitMs: number;
  retryCapMs?: number;
  deadAfterMs?: number;
  compactBytes?: number;
  now?: () => number;
  random?: () => number;
}

const NO_EVENTS: OutboxEvents = { delivered() {}, retried() {}, deadLettered() {} };

export class LeadOutbox {
  private readonly waiters = new Map<string, (outcome: SubmitOutcome) => void>();
  private running = false;
  private sleeping: { timer: NodeJS.Timeout; wake: () => void } | null = null;
  private writable = true;
  private closed = false;
  private readonly events: OutboxEvents;
  private readonly now: () => number;

  private constructor(
    private store: LeadStore | null,
    private readonly reopen: () => LeadStore,
    private readonly options: OutboxOptions,
  ) {
    this.events = options.events ?? NO_EVENTS;
    this.now = options.now ?? Date.now;
    this.writable = store !== null;
  }

  /**
   * DATA_DIR's outbox. Another process holding it is an OutboxLockedError (the caller stops);
   * any other failure (not writable, no space) leaves the outbox unavailable: pages are still
   * served, leads get a 503 and /readyz says why, until the directory takes writes again.
   */
  static open(dataDir: string, options: OutboxOptions): LeadOutbox {
    const reopen = () => LeadStore.open(dataDir);
    let store: LeadStore | null = null;
    try {
      store = reopen();
    } catch (error) {
      if (error instanceof OutboxLockedError) throw error;
      options.logger.error({ err: error, dataDir }, 'the lead outbox cannot be opened: leads are refused until DATA_DIR is writable');
    }
    return new LeadOutbox(store, reopen, options);
  }

  /** Not durable: for an app built without one (tests). */
  static inMemory(options: OutboxOptions): LeadOutbox {
    return new LeadOutbox(LeadStore.inMemory(), LeadStore.inMemory, options);
  }

  /** Stores the lead (durably, before anything else), then waits a bounded time for its delivery. */
  submit(payload: string, headers: Record<string, string>): Promise<SubmitOutcome> {
    const store = this.writableStore();
    const id = randomUUID();
    if (!store) return Promise.resolve({ kind: 'unavailable' });
    try {
      store.add({ id, payload, headers, receivedAt: this.now() });
    } catch (error) {
      this.writable = false;
      this.options.logger.error({ err: error, leadId: id }, 'a lead could not be stored: refused with 503');
      return Promise.resolve({ kind: 'unavailable' });
    }
    return new Promise<SubmitOutcome>((resolve) => {
      const timer = setTimeout(() => this.settle(id, { kind: 'queued', id }), this.options.visitorWaitMs);
      this.waiters.set(id, (outcome) => {
        clearTimeout(timer);
        resolve(outcome);
      });
      // Behind a lead that waits for its retry: this one waits too, and its visitor need not.
      if (this.sleeping) this.settle(id, { kind: 'queued', id });
      this.kick();
    });
  }

  /** Starts the delivery loop unless it runs: at start (what a crash left), and after each new lead. */
  kick(): void {
    if (!this.running && !this.closed && this.store) void this.drain();
  }

  /** Whether a lead can be stored now; a failed write is retried here so /readyz recovers by itself. */
  ready(): boolean {
    return this.writableStore() !== null;
  }

  stats(): OutboxStats {
    return this.store?.stats() ?? { depth: 0, oldestReceivedAt: null };
  }

  pendingIds(): string[] {
    return this.store?.pendingIds() ?? [];
  }

  close(): void {
    this.closed = true;
    this.sleeping?.wake();
    this.store?.close();
  }

  private writableStore(): LeadStore | null {
    if (this.closed) return null;
    try {
      if (!this.store) this.store = this.reopen();
      if (!this.writable) this.store.touch(this.now());
      this.writable = true;
      return this.store;
    } catch {
      this.writable = false;
      return null;
    }
  }

  private settle(id: string, outcome: SubmitOutcome): void {
    const waiter = this.waiters.get(id);
    this.waiters.delete(id);
    waiter?.(outcome);
  }

  private settleAllQueued(): void {
    for (const id of [...this.waiters.keys()]) this.settle(id, { kind: 'queued', id });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      for (let head = this.store?.head(); head && !this.closed; head = this.store?.head()) {
        const now = this.now();
        const deadAfterMs = this.options.deadAfterMs ?? DEAD_AFTER_MS;
        if (now - head.receivedAt > deadAfterMs) {
          this.deadLetter(head, `undelivered after ${Math.round(deadAfterMs / 3600_000)} h`);
        } else if (head.nextAttemptAt > now) {
          this.settleAllQueued();
          await this.sleep(head.nextAttemptAt - now);
        } else {
          this.handle(head, await this.options.send(head));
        }
      }
      if (!this.closed && this.store && this.store.sizeBytes() > (this.options.compactBytes ?? COMPACT_BYTES)) this.store.compact();
    } catch (error) {
      // The disk refused a bookkeeping write: the lead is still stored, so try again later.
      this.options.logger.error({ err: error }, 'the lead outbox failed; delivery resumes shortly');
      this.settleAllQueued();
      setTimeout(() => this.kick(), this.options.retryCapMs ?? RETRY_CAP_MS).unref();
    } finally {
      this.running = false;
    }
  }

  private handle(lead: StoredLead, result: DeliveryResult): void {
    const store = this.store!;
    const { logger } = this.options;
    const now = this.now();
    if (result.kind === 'delivered') {
      store.markDelivered(lead.id, now);
      this.events.delivered();
      logger.info({ leadId: lead.id, attempts: lead.attempts + 1, waitedMs: now - lead.receivedAt }, 'lead delivered');
      return this.settle(lead.id, result);
    }
    if (result.kind === 'refused') {
      if (!this.waiters.has(lead.id)) return this.deadLetter(lead, `refused by the upstream: code ${String(result.envelope.code)}`);
      store.remove(lead.id);
      logger.warn({ leadId: lead.id, code: result.envelope.code }, 'the upstream refused a lead; its visitor was told');
      return this.settle(lead.id, result);
    }
    const retryInMs = retryDelayMs(lead.attempts, this.options.retryCapMs, this.options.random);
    store.retryLater(lead.id, now + retryInMs);
    this.events.retried();
    logger.warn({ leadId: lead.id, reason: result.reason, attempts: lead.attempts + 1, retryInMs }, 'lead not delivered yet; kept in the outbox');
    this.settle(lead.id, { kind: 'queued', id: lead.id });
  }

  private deadLetter(lead: StoredLead, reason: string): void {
    this.store!.moveToDeadLetters(lead.id, this.now(), reason);
    this.events.deadLettered();
    this.options.logger.error({ leadId: lead.id, attempts: lead.attempts, reason }, 'lead moved to the dead letters: a person must follow it up');
    this.settle(lead.id, { kind: 'queued', id: lead.id });
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.sleeping = null;
        resolve();
      };
      const timer = setTimeout(wake, ms);
      timer.unref();
      this.sleeping = { timer, wake };
    });
  }
}
