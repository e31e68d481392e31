import type { PageEntry } from '../../shared/routeTable';
import { LinkCards } from './LinkCards';
import { Section } from './Section';

/**
 * "More to see" cards for other pages of the studio or product menus, described by their
 * route-table descriptions (which the table holds for every page those menus list).
 */
export function RelatedPages({ title, pages }: { title: string; pages: PageEntry[] }) {
  if (pages.length === 0) return null;
  return (
    <Section title={title} soft>
      <LinkCards cards={pages.map((p) => ({ to: p.path, title: p.name, text: p.description ?? '' }))} />
    </Section>
  );
}
