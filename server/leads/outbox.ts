/**
 * The cooperation leads' outbox: a valid lead is stored durably before it is answered, then
 * delivered to the upstream by one loop per process, until it is taken.
 *
 * - Delivered at once: the visitor gets the upstream's own answer, as without an outbox.
 * - The upstream down, slow, 5xx, 408 or 429: the lead stays, the visitor hears it was
 *   received, and it is retried on its own capped, jittered backoff (./backoff.ts). The loop
 *   takes a new lead first, else whichever retry is due first, so one the upstream always
 *   fails on (a character its database rejects) waits for its own retries while the others
 *   go. When different leads fail one after another the upstream itself is failing: retries
 *   are paced by the same backoff, so an outage costs an attempt every few seconds, not one
 *   per queued lead; new leads are still tried as they come.
 * - The upstream refuses the lead itself (a 4xx) while its visitor waits: the visitor gets
 *   that refusal (to correct the form) and nothing is kept. Refused later, or refused with
 *   nothing to show the visitor, or still failing LEADS_DEAD_AFTER_HOURS after its first
 *   attempt, it moves to the dead letters at once, logged at error level.
 * - Full (LEADS_OUTBOX_MAX_LEADS, LEADS_OUTBOX_MAX_MB): a new lead is not taken, so a long
 *   outage cannot fill the disk; its visitor is told to try later.
 * At least once to the upstream, made exactly once by the Idempotency-Key (./leadDelivery.ts).
 */
import { randomUUID } from 'node:crypto';
import { WITHDRAWAL_DAYS } from '../../shared/consent';
import type { Logger } from '../ops/logger';
import { retryDelayMs, RETRY_CAP_MS } from './backoff';
import type { DeliveryResult } from './leadDelivery';
import { leadBytes, LeadStore, OutboxLockedError, type OutboxStats, type StoredLead, type WithdrawalClaim } from './leadStore';

export const DEAD_AFTER_MS = 7 * 24 * 3600_000;
/** A withdrawal link works this long after its lead arrived (shared/consent.ts). */
const WITHDRAWAL_TTL_MS = WITHDRAWAL_DAYS * 24 * 3600_000;
/** Past this size on disk, delivered leads' ids are trimmed and the file vacuumed. */
export const COMPACT_BYTES = 32 * 1024 * 1024;

export type SubmitOutcome =
  | Extract<DeliveryResult, { kind: 'delivered' }>
  /** The upstream's own refusal, for the visitor to correct the form. */
  | { kind: 'refused'; status: number; envelope: Record<string, unknown> }
  | { kind: 'queued'; id: string }
  /** Not stored: the disk refused it. */
  | { kind: 'unavailable' }
  /** Not stored: the outbox holds as much as it may. */
  | { kind: 'full' };

export interface SubmitOptions {
  /** The caller's id for the item, when it must name it before the outcome (a complaint's log line). */
  id?: string;
  /** The hash of the lead's withdrawal link's token (server/compliance/withdrawalRoutes.ts). */
  withdrawalTokenHash?: string;
}

/** Why a lead was not taken, as leads_rejected_total's reason. */
export type LeadRejection = 'outbox_full' | 'not_stored';

/** Counted by server/ops/metrics.ts. */
export interface OutboxEvents {
  delivered(): void;
  retried(): void;
  deadLettered(): void;
  rejected(reason: LeadRejection): void;
}

/** How much the outbox may hold before it takes no new lead; 0 is no limit. */
export interface OutboxCap {
  leads: number;
  bytes: number;
}

export interface OutboxOptions {
  send: (lead: StoredLead) => Promise<DeliveryResult>;
  logger: Logger;
  events?: OutboxEvents;
  /** How long a visitor waits for their lead's first attempt before hearing it is kept. */
  visitorWaitMs: number;
  retryCapMs?: number;
  /** A lead still failing this long after its first attempt is dead-lettered. */
  deadAfterMs?: number;
  cap?: OutboxCap;
  compactBytes?: number;
  now?: () => number;
  random?: () => number;
  /** Its file in DATA_DIR: the leads' by default; another queue through the same machinery (the complaints) keeps its own. */
  file?: string;
}

const NO_EVENTS: OutboxEvents = { delivered() {}, retried() {}, deadLettered() {}, rejected() {} };
const NO_CAP: OutboxCap = { leads: 0, bytes: 0 };

/** A duration for a person reading the dead letters: hours, or minutes below one. */
const roughly = (ms: number) => (ms >= 3600_000 ? `${Math.round(ms / 3600_000)} h` : `${Math.round(ms / 60_000)} min`);

export class LeadOutbox {
  private readonly waiters = new Map<string, (outcome: SubmitOutcome) => void>();
  private running = false;
  private sleeping: { timer: NodeJS.Timeout; wake: () => void } | null = null;
  private writable = true;
  private closed = false;
  /** Different leads failed one after another: the upstream is failing, so retries wait until `pausedUntil`. */
  private outage = { failures: 0, lastFailedId: null as string | null, pausedUntil: 0 };
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
    const reopen = () => LeadStore.open(dataDir, options.file);
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

  /**
   * Stores the lead (durably, before anything else), then waits a bounded time for its first
   * attempt: a new lead is due at once, so the loop, asleep until another lead's retry, wakes for it.
   * `id` is the caller's when it must name the item before the outcome (a complaint's log line).
   */
  submit(payload: string, headers: Record<string, string>, { id = randomUUID(), withdrawalTokenHash }: SubmitOptions = {}): Promise<SubmitOutcome> {
    const store = this.writableStore();
    if (!store) return Promise.resolve(this.rejected('not_stored'));
    try {
      if (this.isFull(store, leadBytes(payload, JSON.stringify(headers)))) {
        this.options.logger.error({ leadId: id, ...store.stats() }, 'the lead outbox is full: a new lead was refused with 503');
        return Promise.resolve(this.rejected('outbox_full'));
      }
      const receivedAt = this.now();
      // The link's life counts on the outbox's clock, as its use is checked against it.
      const withdrawal = withdrawalTokenHash ? { tokenHash: withdrawalTokenHash, expiresAt: receivedAt + WITHDRAWAL_TTL_MS } : undefined;
      store.add({ id, payload, headers, receivedAt }, withdrawal);
    } catch (error) {
      this.writable = false;
      this.options.logger.error({ err: error, leadId: id }, 'a lead could not be stored: refused with 503');
      return Promise.resolve(this.rejected('not_stored'));
    }
    return new Promise<SubmitOutcome>((resolve) => {
      const timer = setTimeout(() => this.settle(id, { kind: 'queued', id }), this.options.visitorWaitMs);
      this.waiters.set(id, (outcome) => {
        clearTimeout(timer);
        resolve(outcome);
      });
      this.sleeping?.wake();
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
    return this.store?.stats() ?? { depth: 0, oldestReceivedAt: null, bytes: 0 };
  }

  pendingIds(): string[] {
    return this.store?.pendingIds() ?? [];
  }

  /** A withdrawal link's lead, once (server/compliance/withdrawal.ts); null when nothing can be read or written now. */
  claimWithdrawal(tokenHash: string): WithdrawalClaim | null {
    return this.guarded((store) => store.claimWithdrawal(tokenHash, this.now()));
  }

  releaseWithdrawal(tokenHash: string): void {
    this.guarded((store) => store.releaseWithdrawal(tokenHash));
  }

  /** Deletes what is held of a withdrawn lead, so it is never delivered: how many copies; null when the disk refused. */
  forgetLead(id: string): number | null {
    return this.guarded((store) => store.forgetLead(id));
  }

  private guarded<T>(write: (store: LeadStore) => T): T | null {
    const store = this.writableStore();
    if (!store) return null;
    try {
      return write(store);
    } catch (error) {
      this.writable = false;
      this.options.logger.error({ err: error }, 'the lead outbox refused a withdrawal write');
      return null;
    }
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

  private isFull(store: LeadStore, newBytes: number): boolean {
    const cap = this.options.cap ?? NO_CAP;
    if (!cap.leads && !cap.bytes) return false;
    const { depth, bytes } = store.stats();
    return (cap.leads > 0 && depth >= cap.leads) || (cap.bytes > 0 && bytes + newBytes > cap.bytes);
  }

  private rejected(reason: LeadRejection): SubmitOutcome {
    this.events.rejected(reason);
    return { kind: reason === 'outbox_full' ? 'full' : 'unavailable' };
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
      for (let lead = this.store?.next(); lead && !this.closed; lead = this.store?.next()) {
        const now = this.now();
        const dueAt = lead.attempts > 0 ? Math.max(lead.nextAttemptAt, this.outage.pausedUntil) : lead.nextAttemptAt;
        if (dueAt > now) {
          // Every lead waits for its retry; a visitor still waiting (the clock stepped back) need not.
          this.settleAllQueued();
          await this.sleep(dueAt - now);
        } else {
          this.handle(lead, await this.options.send(lead), now);
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

  /** What the answer to the attempt made at `attemptedAt` means for the lead. */
  private handle(lead: StoredLead, result: DeliveryResult, attemptedAt: number): void {
    const store = this.store!;
    const { logger } = this.options;
    const now = this.now();
    this.trackOutage(lead, result, now);
    if (result.kind === 'delivered') {
      store.markDelivered(lead.id, now);
      this.events.delivered();
      logger.info({ leadId: lead.id, attempts: lead.attempts + 1, waitedMs: now - lead.receivedAt }, 'lead delivered');
      return this.settle(lead.id, result);
    }
    if (result.kind === 'refused') {
      const { status, envelope } = result;
      // Only a refusal that says why is the visitor's to correct; anything else a person follows up.
      if (!envelope || !this.waiters.has(lead.id)) return this.deadLetter(lead, `refused by the upstream: ${result.reason}`);
      store.remove(lead.id);
      logger.warn({ leadId: lead.id, code: envelope.code }, 'the upstream refused a lead; its visitor was told');
      return this.settle(lead.id, { kind: 'refused', status, envelope });
    }
    const deadAfterMs = this.options.deadAfterMs ?? DEAD_AFTER_MS;
    const failingForMs = attemptedAt - (lead.firstAttemptAt ?? attemptedAt);
    if (failingForMs >= deadAfterMs) return this.deadLetter(lead, `undelivered ${roughly(failingForMs)} after its first attempt: ${result.reason}`);
    const retryInMs = retryDelayMs(lead.attempts, this.options.retryCapMs, this.options.random);
    store.retryLater(lead.id, attemptedAt, now + retryInMs);
    this.events.retried();
    logger.warn({ leadId: lead.id, reason: result.reason, attempts: lead.attempts + 1, retryInMs }, 'lead not delivered yet; kept in the outbox');
    this.settle(lead.id, { kind: 'queued', id: lead.id });
  }

  private trackOutage(lead: StoredLead, result: DeliveryResult, now: number): void {
    if (result.kind !== 'failed') {
      this.outage = { failures: 0, lastFailedId: null, pausedUntil: 0 };
      return;
    }
    const { lastFailedId } = this.outage;
    if (lastFailedId !== null && lastFailedId !== lead.id) {
      this.outage.failures++;
      this.outage.pausedUntil = now + retryDelayMs(this.outage.failures - 1, this.options.retryCapMs, this.options.random);
    }
    this.outage.lastFailedId = lead.id;
  }

  /** Right after an attempt: the dead letters count it, so none is there untried. */
  private deadLetter(lead: StoredLead, reason: string): void {
    this.store!.moveToDeadLetters(lead.id, this.now(), reason);
    this.events.deadLettered();
    this.options.logger.error({ leadId: lead.id, attempts: lead.attempts + 1, reason }, 'lead moved to the dead letters: a person must follow it up');
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
