/**
 * The grid of a document page and its areas. From the desktop breakpoint three columns:
 * the documents, the document, its table of contents. Narrower, the table of contents folds
 * into a menu above the document; under the tablet breakpoint the documents do too, and
 * everything is one column. The data sections each fill their areas (./DocPage.tsx), so an
 * area that waits for its data keeps its place.
 */
import styled from 'styled-components';
import { below, breakpoints } from '../../theme';

/** The documents' and the table of contents' columns, and the space between columns. */
const SIDE_WIDTH = '220px';
const TOC_WIDTH = '200px';

/** From here the table of contents is a column of its own, not a menu. */
export const TOC_COLUMN = `@media (min-width: ${breakpoints.desktop}px)`;
/** From here the documents are a column of their own, not a menu. */
export const SIDE_COLUMN = `@media (min-width: ${breakpoints.tablet}px)`;

/**
 * Where a heading comes to rest under the sticky header when a link or the script scrolls
 * to it: the header's height (html's scroll-padding-top, client/globalCss.ts) and this.
 */
export const HEADING_REST_PX = 16;

export const DocGrid = styled.div`
  display: grid;
  grid-template-columns: ${SIDE_WIDTH} minmax(0, 1fr) ${TOC_WIDTH};
  grid-template-areas:
    'side crumbs toc'
    'side main toc'
    'side pager toc';
  grid-template-rows: auto auto 1fr;
  column-gap: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  ${below('desktop')} {
    grid-template-columns: ${SIDE_WIDTH} minmax(0, 1fr);
    grid-template-areas:
      'side crumbs'
      'side toc'
      'side main'
      'side pager';
    grid-template-rows: auto auto auto 1fr;
  }
  ${below('tablet')} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'crumbs' 'side' 'toc' 'main' 'pager';
    grid-template-rows: auto;
  }
`;

export const SideArea = styled.div`
  grid-area: side;
  min-width: 0;
`;

export const CrumbsArea = styled.div`
  grid-area: crumbs;
  min-width: 0;
`;

export const MainArea = styled.div`
  grid-area: main;
  min-width: 0;
`;

export const TocArea = styled.div`
  grid-area: toc;
  min-width: 0;
`;

export const PagerArea = styled.div`
  grid-area: pager;
  min-width: 0;
  /* Its links' height, kept while the list they come from may still be on its way. */
  min-height: 88px;
  margin-top: ${({ theme }) => theme.space.xl};
`;

/** A column's sticky box on wide screens: in view while the document scrolls, scrolling itself when taller than the window. */
export const StickyColumn = styled.nav`
  position: sticky;
  top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.md});
  max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight} - ${({ theme }) => theme.space.xl});
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.md} 0;
`;

/** A column folded into a menu on narrow screens: a `<details>`, which opens without script. */
export const FoldedMenu = styled.details`
  margin-top: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.background};
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.navy};
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker { display: none; }
  summary::after { content: '▾'; color: ${({ theme }) => theme.color.textMuted}; transition: transform ${({ theme }) => theme.motion.fast}; }
  &[open] summary::after { transform: rotate(180deg); }
  &[open] summary { border-bottom: 1px solid ${({ theme }) => theme.color.border}; }
  & > nav { max-height: 60vh; overflow-y: auto; padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md}; }
  /* A finger's room on each link of the open menu. */
  & > nav a { padding-top: ${({ theme }) => theme.space.sm}; padding-bottom: ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.body}; }
`;
