import { describe, expect, it } from 'vitest';
import { findPageRoute, pageRoutes } from '../../../../shared/navigation';
import { chineseDate } from '../../../../mock-upstream/data/docArticles';
import { DOC_CATALOG, DOC_CATEGORIES } from '../../../../mock-upstream/data/docCatalog';
import { findDoc, listDocs } from '../../../../mock-upstream/data/docs';

describe('the documentation centre', () => {
  it('holds at least thirty documents in five categories, each category used', () => {
    expect(DOC_CATALOG.length).toBeGreaterThanOrEqual(30);
    expect(DOC_CATEGORIES).toHaveLength(5);
    for (const c of DOC_CATEGORIES) expect(DOC_CATALOG.some((d) => d.categoryId === c.id)).toBe(true);
  });

  it('gives every document a unique id and a valid date', () => {
    expect(new Set(DOC_CATALOG.map((d) => d.id)).size).toBe(DOC_CATALOG.length);
    for (const d of DOC_CATALOG) expect(Number.isNaN(Date.parse(d.updatedAt))).toBe(false);
  });

  it('gives every document an article of three to six non-empty sections', () => {
    for (const d of DOC_CATALOG) {
      const detail = findDoc(d.id);
      expect(detail?.sections.length).toBeGreaterThanOrEqual(3);
      expect(detail?.sections.length).toBeLessThanOrEqual(6);
      for (const s of detail?.sections ?? []) {
        expect(s.heading).not.toBe('');
        expect(s.paragraphs.length).toBeGreaterThan(0);
        for (const p of s.paragraphs) expect(p).not.toMatch(/undefined|\[object/);
      }
    }
  });

  it('quotes the route table in product documents', () => {
    for (const d of DOC_CATALOG.filter((doc) => doc.categoryId === 2)) {
      const route = pageRoutes.find((r) => r.name === d.subject && (r.kind === 'product' || r.kind === 'studio'));
      expect(route, d.subject).toBeDefined();
      expect(findDoc(d.id)?.sections[0]?.paragraphs[0]).toBe(route?.intro);
    }
    expect(findPageRoute('/product/TTS.html')).toBeDefined();
  });

  it('lists every document for category 0, as a 全部 tab sends', () => {
    expect(listDocs(0, { pageNum: 1, pageSize: 50 }).total).toBe(DOC_CATALOG.length);
    expect(listDocs(77, { pageNum: 1, pageSize: 50 }).total).toBe(0);
  });

  it('writes dates the Chinese way', () => {
    expect(chineseDate('2025-06-05')).toBe('2025年6月5日');
  });
});
