/** The studio pages' text and content, by path: the studio page's chunk (client/pages/StudioPage.tsx). */
import { studioPages } from '..';
import { contentOf, textOf, type StudioPage } from '../product';

/** Keyed by any path: the page looks its own up by the path it was routed to. */
const pages: Record<string, StudioPage> = studioPages;

export const text = textOf(pages);
export const content = contentOf(pages);
