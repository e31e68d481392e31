/**
 * Every document by category, the one shown marked: a column beside the document on wide
 * screens, the 文档目录 menu above it on narrow ones (both rendered; the width shows one).
 * The same list gives 上一篇 / 下一篇 under the document (./DocPager.tsx): one read, one
 * Suspense boundary, two areas of the grid.
 */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { DocListData } from '../../../shared/upstream/docList';
import type { DataResult } from '../../../shared/dataRequest';
import { DataFailure } from '../../data/DataStatus';
import { Link } from '../../ui/Link';
import { FoldedMenu, PagerArea, SIDE_COLUMN, SideArea, StickyColumn } from './docAreas';
import { DocPager } from './DocPager';
import { docGroups, type DocGroup } from './docIndex';
import { docHref } from '../../../shared/docCenterQuery';

export const SIDEBAR_LABEL = '文档目录';

function DocLinks({ groups, current }: { groups: DocGroup[]; current: number }) {
  return (
    <Groups>
      {groups.map((group) => (
        <li key={group.key}>
          <Category>{group.name}</Category>
          <ul>
            {group.docs.map((doc) => (
              <li key={doc.id}>
                <DocLink to={docHref(Number(doc.id))} aria-current={Number(doc.id) === current ? 'page' : undefined}>
                  {doc.title}
                </DocLink>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </Groups>
  );
}

/** Brings the current document into the column's view when the list is longer than the window. */
function useCurrentInView() {
  const column = useRef<HTMLElement>(null);
  useEffect(() => {
    const box = column.current;
    const link = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !link || box.scrollHeight <= box.clientHeight) return;
    if (link.offsetTop + link.offsetHeight > box.scrollTop + box.clientHeight) box.scrollTop = link.offsetTop - box.clientHeight / 3;
  }, []);
  return column;
}

export function DocSidebar({ current, result, retry }: { current: number; result: DataResult<DocListData>; retry: () => void }) {
  const column = useCurrentInView();
  if (!result.ok) {
    // The document reads on without them; the pager's room stays empty.
    return (
      <>
        <SideArea>
          <Folded as="div">
            <DataFailure desc={result.desc} retry={retry} />
          </Folded>
          <Column as="div">
            <DataFailure desc={result.desc} retry={retry} />
          </Column>
        </SideArea>
        <PagerArea />
      </>
    );
  }
  const groups = docGroups(result.data);
  return (
    <>
      <SideArea>
        <Folded>
          <summary>{SIDEBAR_LABEL}</summary>
          <nav aria-label={SIDEBAR_LABEL}>
            <DocLinks groups={groups} current={current} />
          </nav>
        </Folded>
        <Column aria-label={SIDEBAR_LABEL} ref={column}>
          <DocLinks groups={groups} current={current} />
        </Column>
      </SideArea>
      <DocPager groups={groups} current={current} />
    </>
  );
}

/** While the list is on its way: the menu's bar in its place on narrow screens, an empty column on wide ones, the pager's room. */
export function DocSidebarPlaceholder() {
  return (
    <>
      <SideArea>
        <Folded as="div">
          <p>{SIDEBAR_LABEL}</p>
        </Folded>
      </SideArea>
      <PagerArea />
    </>
  );
}

const Folded = styled(FoldedMenu)`
  p { display: flex; align-items: center; height: 44px; padding: 0 ${({ theme }) => theme.space.md}; color: ${({ theme }) => theme.color.textMuted}; }
  ${SIDE_COLUMN} {
    display: none;
  }
`;

const Column = styled(StickyColumn)`
  display: none;
  ${SIDE_COLUMN} {
    display: block;
  }
`;

const Groups = styled.ul`
  & > li + li { margin-top: ${({ theme }) => theme.space.md}; }
`;

const Category = styled.p`
  padding: 4px 12px;
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.navy};
`;

const DocLink = styled(Link)`
  display: block;
  padding: 6px 12px;
  border-left: 2px solid transparent;
  line-height: 1.5;
  color: ${({ theme }) => theme.color.textSecondary};
  &:hover { color: ${({ theme }) => theme.color.primary}; }
  &[aria-current='page'] {
    border-left-color: ${({ theme }) => theme.color.primary};
    background: rgba(26, 92, 255, 0.08);
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
