/**
 * What the streamed sections need of a successful answer's `data`, checked before they
 * render it: a wrong type from the upstream would otherwise throw inside the render (no
 * fallback, no 重新加载), or a huge `total` would draw a pager of millions of links. Only
 * the fields the sections read are checked; the types are shared/upstreamTypes.ts.
 */
import { API } from '../../shared/api';
import { isRecord } from '../../shared/isRecord';

/** A field's type; `[shape]` is a list of that shape, an object its fields. */
type Shape = 'string' | 'number' | 'text' | 'key' | 'count' | readonly [Shape] | { readonly [field: string]: Shape };

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
  if (Array.isArray(shape)) return Array.isArray(value) && value.every((item) => matches(item, shape[0] as Shape));
  return isRecord(value) && Object.entries(shape).every(([field, inner]) => matches(value[field], inner));
}

const SHAPES: Record<string, Shape> = {
  [API.docList.path]: {
    categories: [{ id: 'key', name: 'text', count: 'text' }],
    list: [{ id: 'key', title: 'text', summary: 'text', categoryName: 'text', updatedAt: 'text' }],
    total: 'count',
  },
  [API.docDetail.path]: {
    categoryId: 'key',
    categoryName: 'text',
    title: 'text',
    updatedAt: 'text',
    sections: [{ heading: 'text', paragraphs: ['text'] }],
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
