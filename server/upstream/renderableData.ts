/**
 * What the streamed sections need of a successful answer's `data`, checked before they render
 * it: a wrong type from the upstream would otherwise throw inside the render (no fallback, no
 * 重新加载), or a huge `total` would draw a pager of millions of links. Each call's schema
 * (shared/upstream/) is also the type its pages read, so the two cannot drift apart. The
 * answer goes on as the upstream sent it: fields no page reads pass unchecked.
 */
import type { z } from 'zod';
import { API } from '../../shared/api';
import { courseListData } from '../../shared/upstream/courseList';
import { docDetailData } from '../../shared/upstream/docDetail';
import { docListData } from '../../shared/upstream/docList';
import { infoListData } from '../../shared/upstream/infoList';
import { staticDocument } from '../../shared/upstream/staticDocument';

const SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  [API.docList.path]: docListData,
  [API.docDetail.path]: docDetailData,
  [API.courseList.path]: courseListData,
  [API.infoCenterList.path]: infoListData,
  [API.staticResource.path]: staticDocument,
};

/**
 * Why a section could not render this `data` of a successful answer to `path`: the first
 * field at fault and what it should be (never its value, which may be anything); undefined
 * when it can, or when no page renders that call.
 */
export function unrenderableData(path: string, data: unknown): string | undefined {
  const checked = SCHEMAS[path]?.safeParse(data);
  if (!checked || checked.success) return undefined;
  const [issue] = checked.error.issues;
  return issue && `${issue.path.join('.') || 'data'}: ${issue.message}`;
}
