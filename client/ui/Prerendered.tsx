/**
 * A part of the layout the server renders once per URL and reuses: the header, the footer
 * (docs/performance.md#parts-rendered-once-per-url). On the server, a request that may share the part (an anonymous visitor's)
 * gives a `PartRenderer` through `PartsContext`, which answers with the part's markup as
 * rendered for an earlier request of the same URL, or renders it and keeps it
 * (server/render/prerenderedParts.ts).
 *
 * What may be inside: what depends on the URL, the site's settings and what the host decides
 * (the chat's icsId, the cookie domain), the year, never on the visitor or the page's data.
 * tests/integration/server/render/prerenderedParts.test.ts renders every page both ways.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { LayoutPart } from '../../shared/layoutParts';

export interface PartRenderer {
  render(part: LayoutPart, children: ReactNode): ReactNode;
}

/** Pure: the browser's bundle, which imports this module and uses none of it, keeps none of it. */
export const PartsContext = /* @__PURE__ */ createContext<PartRenderer | null>(null);

/** On the server only: the browser's bundle renders the part's element without it (client/layout/Layout.tsx). */
export function Prerendered({ part, children }: { part: LayoutPart; children: ReactNode }) {
  const parts = useContext(PartsContext);
  return parts ? parts.render(part, children) : children;
}
