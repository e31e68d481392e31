/** The analytics sink keeps only the newest records: enough for tests and a curious operator. */
export const LOG_CAPACITY = 500;

export interface LogRecord {
  receivedAt: string;
  record: unknown;
}

export class LogStore {
  private readonly records: LogRecord[] = [];

  constructor(private readonly capacity = LOG_CAPACITY) {}

  add(record: unknown): void {
    this.records.push({ receivedAt: new Date().toISOString(), record });
    if (this.records.length > this.capacity) this.records.splice(0, this.records.length - this.capacity);
  }

  /** Newest first. */
  newest(limit: number): LogRecord[] {
    return this.records.slice(-limit).reverse();
  }

  get size(): number {
    return this.records.length;
  }
}
