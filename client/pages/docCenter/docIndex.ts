/**
 * Every document, grouped by category in the list's order: the sidebar of a document page,
 * and its 上一篇 / 下一篇 in the same order. One read of the list call, the largest page the
 * upstream serves (shared/docCenterReads.ts docIndexRequest); a documentation centre of more
 * documents shows its first fifty.
 */
import type { DocListData, DocSummary } from '../../../shared/upstream/docList';

export interface DocGroup {
  /** The category's id as the upstream gave it (a number or a string). */
  key: string;
  name: string;
  docs: DocSummary[];
}

/** The categories in the list's order, each with its documents; documents of no listed category come last, under 其他. */
export function docGroups({ categories, list }: Pick<DocListData, 'categories' | 'list'>): DocGroup[] {
  const groups = categories.map((c) => ({ key: String(c.id), name: String(c.name), docs: list.filter((d) => String(d.categoryId) === String(c.id)) }));
  const known = new Set(categories.map((c) => String(c.id)));
  const others = list.filter((d) => !known.has(String(d.categoryId)));
  return [...groups, ...(others.length > 0 ? [{ key: '', name: '其他', docs: others }] : [])].filter((g) => g.docs.length > 0);
}

/** The documents before and after `id` in the sidebar's order. */
export function neighboursOf(groups: readonly DocGroup[], id: number): { previous?: DocSummary; next?: DocSummary } {
  const order = groups.flatMap((g) => g.docs);
  const at = order.findIndex((d) => Number(d.id) === id);
  if (at < 0) return {};
  return { previous: order[at - 1], next: order[at + 1] };
}
