/** The documentation centre's list and detail answers. */
import type { DocSection } from '../../shared/upstream/docDetail';
import type { DocSummary } from '../../shared/upstream/docList';
import { paginate, type Page, type Paging } from '../paging';
import { articleOf } from './docArticles';
import { DOC_CATALOG, DOC_CATEGORIES, type DocEntry } from './docCatalog';

export interface DocDetail extends Omit<DocSummary, 'summary' | 'categoryId'> {
  /** Always there in the mock's answers, as a document's detail needs (a list entry may leave it out). */
  categoryId: number;
  sections: DocSection[];
}

export interface DocListAnswer extends Page<DocSummary> {
  categories: Array<{ id: number; name: string; count: number }>;
}

const categoryName = (id: number) => DOC_CATEGORIES.find((c) => c.id === id)?.name ?? '';

function summaryOf(doc: DocEntry) {
  const { id, title, summary, categoryId, updatedAt } = doc;
  return { id, title, summary, categoryId, categoryName: categoryName(categoryId), updatedAt } satisfies DocSummary;
}

/** Ids arrive as numbers or numeric strings depending on the caller. */
export function readId(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : null;
}

/** No category (absent, empty or 0, as "全部" tabs send) lists every document; an unknown one lists none. */
export function listDocs(categoryId: unknown, paging: Paging): DocListAnswer {
  const wanted = readId(categoryId);
  const all = categoryId === undefined || categoryId === null || categoryId === '' || wanted === 0;
  const docs = all ? DOC_CATALOG : DOC_CATALOG.filter((d) => d.categoryId === wanted);
  return {
    categories: DOC_CATEGORIES.map((c) => ({ ...c, count: DOC_CATALOG.filter((d) => d.categoryId === c.id).length })),
    ...paginate(docs.map(summaryOf), paging),
  };
}

export function findDoc(id: unknown): DocDetail | null {
  const wanted = readId(id);
  const doc = DOC_CATALOG.find((d) => d.id === wanted);
  if (!doc) return null;
  const { summary: _summary, ...rest } = summaryOf(doc);
  return { ...rest, sections: articleOf(doc) };
}
