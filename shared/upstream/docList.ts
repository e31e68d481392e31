/** The documentation centre's list answer (`data` of API.docList): its categories and one page of documents. */
import { z } from 'zod';
import { absentOr, count, text } from './fields';

const docCategory = z.object({
  /** A link's `?category=`: a number, as the page's query reads it. */
  id: z.number(),
  name: text,
  count: text,
});

const docSummary = z.object({
  /** A link's `?doc=`: a number, as the page's query reads it. */
  id: z.number(),
  title: text,
  summary: text,
  /** Groups the sidebar; a document without one is listed under 其他. */
  categoryId: absentOr(text),
  categoryName: text,
  /** `YYYY-MM-DD` (a time may follow); a real upstream may leave it out. */
  updatedAt: absentOr(text),
});

export const docListData = z.object({
  categories: z.array(docCategory),
  list: z.array(docSummary),
  total: count,
});

export type DocSummary = z.infer<typeof docSummary>;
export type DocListData = z.infer<typeof docListData>;
