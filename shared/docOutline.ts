/**
 * The headings of a document with an id each: the `h2` of every section and the `h3` of its
 * subsections, for the in-page anchors of the table of contents. An id is made of the
 * heading's own words, so `?doc=…#接口概述` keeps leading there when other sections change:
 * letters and digits of any script are kept (Chinese headings keep their characters, as
 * browsers show them in the address bar), punctuation is dropped, spaces become `-`, and a
 * heading met again takes `-2`, `-3`. An id holds no quote, `<`, `#` or space, whatever the
 * upstream wrote.
 */
import type { DocSection } from './upstream/docDetail';

/** An `h3` under its section. */
export interface OutlinedSubsection {
  id: string;
  section: DocSection;
}

export interface OutlinedSection extends OutlinedSubsection {
  subsections: OutlinedSubsection[];
}

/** One line of the table of contents. */
export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** Characters of an id at most: a long heading still makes a readable link. */
const MAX_ID_LENGTH = 48;
/** When a heading has no letter or digit at all (`？？`). */
const FALLBACK_ID = 'section';
/** Ids the layout around a document already uses (client/layout/Layout.tsx, shared/appData.ts): a heading takes the next free one. */
const LAYOUT_IDS = ['main', 'app-data'];

export function headingSlug(text: string): string {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]+/gu, '')
    .split(/[\s_-]+/)
    .filter(Boolean);
  // By code points, so a character outside the BMP is never cut in half.
  const slug = Array.from(words.join('-')).slice(0, MAX_ID_LENGTH).join('').replace(/-+$/, '');
  return slug || FALLBACK_ID;
}

/** Hands out ids in document order: the first of a slug keeps it, the next ones take -2, -3, ... */
function idMaker(): (text: string) => string {
  const taken = new Set(LAYOUT_IDS);
  return (text) => {
    const slug = headingSlug(text);
    let id = slug;
    for (let n = 2; taken.has(id); n += 1) id = `${slug}-${n}`;
    taken.add(id);
    return id;
  };
}

export function docOutline(sections: readonly DocSection[]): OutlinedSection[] {
  const idOf = idMaker();
  return sections.map((section) => ({
    id: idOf(String(section.heading)),
    section,
    subsections: (section.subsections ?? []).map((sub) => ({ id: idOf(String(sub.heading)), section: sub })),
  }));
}

/** The table of contents: every heading of the outline in document order. */
export function tocOf(outline: readonly OutlinedSection[]): TocEntry[] {
  return outline.flatMap(({ id, section, subsections }) => [
    { id, text: String(section.heading), level: 2 as const },
    ...subsections.map((sub) => ({ id: sub.id, text: String(sub.section.heading), level: 3 as const })),
  ]);
}
