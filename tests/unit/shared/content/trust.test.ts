/** The 信任中心's data (shared/content/trust.ts): each statement dated and pointing at something real. */
import { describe, expect, it } from 'vitest';
import { productPage } from '../../../../shared/cooperation';
import { PLATFORMS, trustCentre } from '../../../../shared/content/trust';

const { xinchuang, ...entries } = trustCentre;
const isCalendarDate = (date: string) => /^\d{4}-\d\d-\d\d$/.test(date) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);

describe('the 信任中心’s data', () => {
  it('dates every entry and every row of the matrix with a real calendar day', () => {
    for (const [name, entry] of Object.entries(entries)) expect(isCalendarDate(entry.verifiedOn), name).toBe(true);
    for (const row of xinchuang) expect(isCalendarDate(row.verifiedOn), row.product).toBe(true);
  });

  it('names a product or studio page in each row of the matrix, once', () => {
    for (const row of xinchuang) expect(productPage(row.product), row.product).toBeDefined();
    expect(new Set(xinchuang.map((r) => r.product)).size).toBe(xinchuang.length);
  });

  it('gives each certificate once: one certificate is one product on one platform', () => {
    const ids = xinchuang
      .flatMap((row) => PLATFORMS.map(({ id }) => row.cells[id]))
      .flatMap((cell) => (cell.status === 'adapted' && cell.certificate ? [cell.certificate] : []));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives security.txt a mail address to contact', () => {
    expect(trustCentre.security.email).toMatch(/^[^\s@<>"]+@[^\s@<>"]+\.[a-z]{2,}$/);
  });
});
