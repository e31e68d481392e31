/**
 * The global cap on site search. A search runs on the event loop from start to end, so
 * "searches at once" means searches in one turn of the loop: sixteen requests read in one
 * turn would run sixteen searches back to back, and /healthz, /readyz and every page waited
 * for all of them (5.7 s at the median under one client's 16 connections). Here every
 * search waits its turn in one queue and the queue runs one search per turn of the loop
 * (setImmediate), so whatever else is waiting is served between two searches: anything waits
 * at most one search (a few milliseconds within the budget of ./queryBudget.ts). A queue
 * already this long refuses more, so a flood is answered 429 at once rather than by a wait
 * that grows with it.
 */

/**
 * Searches waiting at once: the costliest take about 3 ms (./queryBudget.ts), so the last
 * waits a fraction of a second; a burst of different queries from many visitors fits.
 */
export const SEARCHES_WAITING_MAX = 64;

/** The queue is full: answered 429 (./searchApi.ts, the results page). */
export class SearchBusy extends Error {}

interface Waiting {
  run(): void;
}

export class SearchGate {
  private readonly waiting: Waiting[] = [];
  private scheduled = false;

  constructor(private readonly capacity = SEARCHES_WAITING_MAX) {}

  /** True when the next search would be refused. */
  get full(): boolean {
    return this.waiting.length >= this.capacity;
  }

  /** Runs `search` in a turn of the event loop of its own, after those waiting before it. */
  run<T>(search: () => T): Promise<T> {
    if (this.full) return Promise.reject(new SearchBusy('site search is busy'));
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({
        run: () => {
          try {
            resolve(search());
          } catch (error) {
            reject(error);
          }
        },
      });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.waiting.shift()?.run();
      if (this.waiting.length > 0) this.schedule();
    });
  }
}
