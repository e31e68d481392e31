/**
 * The global cap on AI answer streams open at once (AI_MAX_STREAMS). The per-IP limit
 * (server/security/rateLimits.ts) keeps one client from taking them all; this keeps all
 * clients together below the AI pool's size, so a stream past it is refused at once
 * instead of waiting in the pool's queue for a connection that a long answer holds.
 */
export class StreamSlots {
  private open = 0;

  constructor(readonly max: number) {}

  /** A slot, given back by calling the returned function (once); null when all are taken. */
  take(): (() => void) | null {
    if (this.open >= this.max) return null;
    this.open += 1;
    let held = true;
    return () => {
      if (held) this.open -= 1;
      held = false;
    };
  }
}
