/**
 * 本页目录: the document's headings as in-page links, the one being read marked as the page
 * scrolls. A column on wide screens, a menu above the document on narrower ones (both
 * rendered; the width shows one). Which heading is being read: the last one that has
 * scrolled up to the line under the header, found again each time a heading crosses that
 * line or the band below it (IntersectionObserver: no work on every scroll event).
 */
import { useEffect, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import type { TocEntry } from '../../../shared/docOutline';
import { theme } from '../../theme';
import { FoldedMenu, HEADING_REST_PX, StickyColumn, TOC_COLUMN } from './docAreas';

export const TOC_LABEL = '本页目录';

/** Where a heading rests once scrolled to (./docAreas.ts), and a pixel or two of rounding. */
const READING_LINE_PX = parseInt(theme.layout.headerHeight, 10) + HEADING_REST_PX + 2;
/** The band under the reading line where a heading coming up is watched: the top 40 % of the window. */
const WATCHED_BAND = `-${READING_LINE_PX - 2}px 0px -60% 0px`;

function useHeadingBeingRead(ids: readonly string[]): string | undefined {
  const [current, setCurrent] = useState<string>();
  const idList = ids.join('\n');
  useEffect(() => {
    const headings = idList
      .split('\n')
      .map((id) => document.getElementById(id))
      .filter((heading): heading is HTMLElement => heading !== null);
    if (headings.length === 0 || typeof IntersectionObserver !== 'function') return;
    const find = () => {
      let read = headings[0]!;
      for (const heading of headings) {
        if (heading.getBoundingClientRect().top > READING_LINE_PX) break;
        read = heading;
      }
      setCurrent(read.id);
    };
    const observer = new IntersectionObserver(find, { rootMargin: WATCHED_BAND });
    for (const heading of headings) observer.observe(heading);
    return () => observer.disconnect();
  }, [idList]);
  return current;
}

function TocLinks({ entries, current, onFollow }: { entries: TocEntry[]; current: string | undefined; onFollow?: (event: MouseEvent) => void }) {
  return (
    <Links onClick={onFollow}>
      {entries.map((entry) => (
        <li key={entry.id} data-level={entry.level}>
          <a href={`#${entry.id}`} aria-current={entry.id === current ? 'location' : undefined}>
            {entry.text}
          </a>
        </li>
      ))}
    </Links>
  );
}

/** The menu closes once a heading is chosen in it, so the heading is not hidden behind it. */
function closeMenu(event: MouseEvent) {
  if ((event.target as Element).closest('a')) (event.currentTarget.closest('details') as HTMLDetailsElement | null)?.removeAttribute('open');
}

export function DocToc({ entries }: { entries: TocEntry[] }) {
  const current = useHeadingBeingRead(entries.map((e) => e.id));
  if (entries.length === 0) return null;
  return (
    <>
      <Folded>
        <summary>{TOC_LABEL}</summary>
        <nav aria-label={TOC_LABEL}>
          <TocLinks entries={entries} current={current} onFollow={closeMenu} />
        </nav>
      </Folded>
      <Column aria-label={TOC_LABEL}>
        <Title>{TOC_LABEL}</Title>
        <TocLinks entries={entries} current={current} />
      </Column>
    </>
  );
}

/** The folded menu's bar while the document is on its way (narrow screens; nothing on wide ones). */
export function TocPlaceholder() {
  return (
    <Folded as="div">
      <PlaceholderBar>{TOC_LABEL}</PlaceholderBar>
    </Folded>
  );
}

const PlaceholderBar = styled.p`
  display: flex;
  align-items: center;
  height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Folded = styled(FoldedMenu)`
  ${TOC_COLUMN} {
    display: none;
  }
`;

const Column = styled(StickyColumn)`
  display: none;
  ${TOC_COLUMN} {
    display: block;
  }
`;

const Title = styled.p`
  padding: 0 12px 8px;
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.navy};
`;

const Links = styled.ul`
  a {
    display: block;
    padding: 4px 12px;
    border-left: 2px solid ${({ theme }) => theme.color.border};
    font-size: ${({ theme }) => theme.font.size.small};
    line-height: 1.5;
    color: ${({ theme }) => theme.color.textSecondary};
  }
  [data-level='3'] a { padding-left: 24px; }
  a:hover { color: ${({ theme }) => theme.color.primary}; }
  a[aria-current] {
    border-left-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
