/** Raw results go to reports/bench/ (git-ignored), one JSON file per run. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const REPORT_DIR = path.resolve(import.meta.dirname, '..', '..', 'reports', 'bench');

export function saveReport(name: string, data: unknown): string {
  mkdirSync(REPORT_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(REPORT_DIR, `${name}-${stamp}.json`);
  writeFileSync(file, JSON.stringify(data, null, 2));
  return file;
}
