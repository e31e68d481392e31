/**
 * The parts of the layout the server renders once per URL and reuses (client/layout/Layout.tsx
 * names them, server/render/prerenderedParts.ts keeps them): the frame, the same for every
 * anonymous visitor of a URL whatever its page holds, and the page's own content, reused only
 * when it is made of its URL alone.
 */
export const FRAME_PARTS = ['header', 'footer', 'actionBar', 'widget'] as const;
export const PAGE_PART = 'page';

export type LayoutPart = (typeof FRAME_PARTS)[number] | typeof PAGE_PART;
