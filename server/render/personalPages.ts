/**
 * The logged-in pages' templates (./personalTemplate.ts), one per page-cache key: kept as long
 * as the anonymous page would be (their data is the same), the least recently used dropped
 * past MAX_TEMPLATES, built one at a time in the background while the visitor who asked gets
 * the page rendered as before. A page that makes no template is remembered as such for the
 * same time, so no visitor can make the server render it three times a request.
 */
import { RecentlyUsed } from '../recentlyUsed';
import type { PersonalTemplate } from './personalTemplate';

/** About 135 KB each for the home page (the document and its deflated parts): some 17 MB at most. */
export const MAX_TEMPLATES = 128;

/** A page's template for a tenant: a tenant with no name sees 已登录, the same page for all of them (a template with no cut). */
export function templateKeyOf(pageKey: string, tenantName: string): string {
  return tenantName === '' ? `${pageKey} unnamed` : pageKey;
}

interface Entry {
  /** Null: the page makes no template (see ./personalTemplate.ts for why one can fail). */
  template: PersonalTemplate | null;
  storedAt: number;
}

export class PersonalPages {
  private readonly entries: RecentlyUsed<Entry>;
  private building: { key: string; done: Promise<void> } | undefined;

  constructor(
    private readonly ttlMs: number,
    maxEntries = MAX_TEMPLATES,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new RecentlyUsed(maxEntries);
  }

  /** The template for `key`, while its data is fresh. */
  get(key: string): PersonalTemplate | undefined {
    const entry = this.entries.peek(key);
    if (!entry || this.now() - entry.storedAt >= this.ttlMs) return undefined;
    return this.entries.get(key)!.template ?? undefined;
  }

  /** Whether `key` is known and fresh, template or not: nothing to build. */
  private known(key: string): boolean {
    const entry = this.entries.peek(key);
    return entry !== undefined && this.now() - entry.storedAt < this.ttlMs;
  }

  /**
   * Builds the template for `key` unless it is known, or another is being built (that visitor,
   * and this one, get their page rendered; a later visit finds the template). A build that
   * throws stores nothing: `onError` hears of it.
   */
  build(key: string, make: () => Promise<PersonalTemplate | undefined>, onError: (error: unknown) => void): void {
    if (this.building || this.known(key)) return;
    const done = make()
      .then((template) => this.store(key, template ?? null))
      .catch(onError)
      .finally(() => {
        this.building = undefined;
      });
    this.building = { key, done };
  }

  /** Settles when the build running now has (tests wait on it rather than on the clock). */
  async built(): Promise<void> {
    await this.building?.done;
  }

  private store(key: string, template: PersonalTemplate | null): void {
    this.entries.set(key, { template, storedAt: this.now() });
  }
}
