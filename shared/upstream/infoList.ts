/** The company news of 信息中心 (`data` of API.infoCenterList). */
import { z } from 'zod';
import { text } from './fields';

const infoItem = z.object({
  id: text,
  title: text,
  summary: text,
  /** An ISO date-time: its first ten characters are the date shown. */
  publishedAt: z.string(),
});

export const infoListData = z.object({ list: z.array(infoItem) });

export type InfoListData = z.infer<typeof infoListData>;
