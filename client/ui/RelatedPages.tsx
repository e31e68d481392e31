import { appIcons } from '../../shared/content/appIcons';
import type { PageEntry } from '../../shared/routeTable';
import { LinkCards } from './LinkCards';
import { Section } from './Section';

/**
 * 相关产品: cards for other pages of the studio or product menus, with their icons,
 * described by their route-table descriptions (which the table holds for every page those
 * menus list).
 */
export function RelatedPages({ title, pages }: { title: string; pages: PageEntry[] }) {
  if (pages.length === 0) return null;
  return (
    <Section id="related" title={title} soft>
      <LinkCards cards={pages.map((p) => ({ to: p.path, title: p.name, text: p.description ?? '', icon: appIcons[p.path] ?? 'sparkles' }))} />
    </Section>
  );
}
