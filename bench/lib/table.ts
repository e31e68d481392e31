/** The Markdown table the runner prints, ready to paste into docs/performance.md. */
import type { Row } from './figure';

const verdict = (pass: boolean | null) => (pass === null ? '—' : pass ? 'PASS' : 'FAIL');
/** Pipes would end a cell early. */
const cell = (text: string) => text.replace(/\|/g, '\\|');

export function markdownTable(rows: readonly Row[]): string {
  const lines = ['| figure | measure | value | budget | result |', '| --- | --- | --- | --- | --- |'];
  for (const row of rows) {
    lines.push(`| ${[row.figure, row.measure, row.value, row.budget, verdict(row.pass)].map(cell).join(' | ')} |`);
  }
  return lines.join('\n');
}
