/**
 * What the streamed sections need of a successful answer's `data`, checked before they
 * render it: a wrong type from the upstream would otherwise throw inside the render (no
 * fallback, no 重新加载), or a huge `total` would draw a pager of millions of links. Only
 * the fields the sections read are checked; the types are shared/upstreamTypes.ts.
 */
import { API } from '../../shared/api';
import { isRecord } from '../../shared/isRecord';

/** A field's type; `[shape]` is a list of that shape, an object its fields, `optional(shape)` that shape or nothing. */
type Shape = 'string' | 'number' | 'text' | 'key' | 'count' | Optional | readonly [Shape] | { readonly [field: string]: Shape };

/** A field the upstream may leave out (absent or null); when there, it has the shape. */
class Optional {
  constructor(readonly shape: Shape) {}
}

const optional = (shape: Shape) => new Optional(shape);

/** Largest `total` a list may claim: the documentation pager draws one link per 10. */
export const MAX_LIST_TOTAL = 100_000;

function matches(value: unknown, shape: Shape): boolean {
  switch (shape) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    // Rendered as text or used as a React key / in a URL: a string or a number.
    case 'text':
    case 'key':
      return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
    case 'count':
      return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_LIST_TOTAL;
  }
  if (shape instanceof Optional) return value === undefined || value === null || matches(value, shape.shape);
  if (Array.isArray(shape)) return Array.isArray(value) && value.every((item) => matches(item, shape[0] as Shape));
  return isRecord(value) && Object.entries(shape).every(([field, inner]) => matches(value[field], inner));
}

/** A document's part: its code samples and `h3` subsections may be absent (a subsection's own are not shown). */
const DOC_PART = { heading: 'text', paragraphs: ['text'], code: optional([{ code: 'string', language: optional('string') }]) } as const;
const DOC_SECTION: Shape = { ...DOC_PART, subsections: optional([DOC_PART]) };

const SHAPES: Record<string, Shape> = {
  [API.docList.path]: {
    categories: [{ id: 'key', name: 'text', count: 'text' }],
    list: [{ id: 'key', title: 'text', summary: 'text', categoryName: 'text', updatedAt: optional('text') }],
    total: 'count',
  },
  [API.docDetail.path]: {
    categoryId: 'key',
    categoryName: 'text',
    title: 'text',
    updatedAt: optional('text'),
    sections: [DOC_SECTION],
  },
  [API.courseList.path]: {
    list: [
      {
        id: 'key',
        title: 'text',
        summary: 'text',
        category: 'text',
        level: 'text',
        lecturer: 'text',
        lecturerTitle: 'text',
        lessons: 'text',
        durationMinutes: 'number',
      },
    ],
  },
  [API.infoCenterList.path]: { list: [{ id: 'key', title: 'text', summary: 'text', publishedAt: 'string' }] },
  [API.staticResource.path]: { html: 'string' },
};

/** True when a section can render this `data` of a successful answer to `path`. */
export function hasRenderableData(path: string, data: unknown): boolean {
  const shape = SHAPES[path];
  return shape === undefined || matches(data, shape);
}
