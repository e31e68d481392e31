/**
 * A map of at most `max` entries that drops the least recently used one: for what a visitor
 * chooses the key of (a URL, a Host), where forgetting everything at once (./boundedMemo.ts,
 * right for answers that cost little to make again) would let one who invents keys empty it
 * for everyone. A Map's order is the order of insertion, so each use moves its entry last.
 */
export class RecentlyUsed<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly max: number) {}

  /** The entry, which is now the most recently used. */
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** The entry, left where it is in the order. */
  peek(key: string): V | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.max) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  values(): IterableIterator<V> {
    return this.entries.values();
  }
}
