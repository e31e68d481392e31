/** The documentation list: categories, the page of documents, paging — all as links. */
import styled from 'styled-components';
import type { DocListData } from '../../../shared/upstream/docList';
import type { DataResult } from '../../../shared/dataRequest';
import { DOCS_PER_PAGE } from '../../../shared/docCenterReads';
import { DataFailure } from '../../data/DataStatus';
import { below } from '../../theme';
import { spaceInRow, spaceInWrappingRow } from '../../ui/flexSpace';
import { Link } from '../../ui/Link';
import { Icon } from '../../ui/Icon';
import { iconBadge } from '../../ui/iconBadge';
import { updatedDate } from './docDate';
import { docHref, docListHref } from '../../../shared/docCenterQuery';

/** A page past the list's end, or an unknown category: the page's title (404) and what the list says. */
export const DOC_LIST_MISSING = '没有找到这一页文档';

/** A page past the list's end, or a category the upstream does not name: nothing for that URL to show. */
export function isMissingList({ categories, total }: DocListData, category: number | undefined, page: number): boolean {
  return page > Math.max(1, Math.ceil(total / DOCS_PER_PAGE)) || (category !== undefined && !categories.some((c) => c.id === category));
}

interface DocListProps {
  category: number | undefined;
  page: number;
  result: DataResult<DocListData>;
  retry: () => void;
}

export function DocList({ category, page, result, retry }: DocListProps) {
  if (!result.ok) return <DataFailure desc={result.desc} retry={retry} />;
  const { categories, list, total } = result.data;
  const pages = Math.max(1, Math.ceil(total / DOCS_PER_PAGE));
  return (
    <Layout>
      <Categories aria-label="文档分类">
        <ul>
          <li>
            <CategoryLink to={docListHref(undefined, 1)} aria-current={category === undefined ? 'page' : undefined}>
              全部文档
            </CategoryLink>
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <CategoryLink to={docListHref(c.id, 1)} aria-current={category === c.id ? 'page' : undefined}>
                {c.name}
                <small>{c.count}</small>
              </CategoryLink>
            </li>
          ))}
        </ul>
      </Categories>
      <div>
        {isMissingList(result.data, category, page) && <Empty role="status">{DOC_LIST_MISSING}，请从左侧分类或第 1 页开始浏览。</Empty>}
        <Docs data-testid="doc-list">
          {list.map((doc) => (
            <li key={doc.id}>
              <DocLink to={docHref(doc.id)}>
                <Badge>
                  <Icon name="file-text" />
                </Badge>
                <div>
                  <h2>{doc.title}</h2>
                  <p>{doc.summary}</p>
                  <Meta>
                    {doc.categoryName}
                    {updatedDate(doc.updatedAt) && ` · 更新于 ${updatedDate(doc.updatedAt)}`}
                  </Meta>
                </div>
              </DocLink>
            </li>
          ))}
        </Docs>
        <Pager aria-label="文档分页">
          {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
            <PageLink key={n} to={docListHref(category, n)} aria-current={n === page ? 'page' : undefined} aria-label={`第${n}页`}>
              {n}
            </PageLink>
          ))}
        </Pager>
      </div>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: 220px 1fr;
  gap: ${({ theme }) => theme.space.xl};
  ${below('tablet')} {
    grid-template-columns: 1fr;
  }
`;

const Categories = styled.nav`
  ul { display: grid; gap: 4px; }
  ${below('tablet')} {
    ul { display: flex; flex-wrap: wrap; gap: 0; ${spaceInWrappingRow('8px', '8px')} }
  }
`;

const CategoryLink = styled(Link)`
  display: flex;
  justify-content: space-between;
  ${spaceInRow('8px')}
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.small};
  color: ${({ theme }) => theme.color.textSecondary};
  small { color: ${({ theme }) => theme.color.textMuted}; }
  &:hover { background: ${({ theme }) => theme.color.backgroundSoft}; }
  &[aria-current='page'] {
    background: rgba(26, 92, 255, 0.08);
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.textSecondary};
`;

const Docs = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Badge = styled.span`
  ${iconBadge}
  margin-right: ${({ theme }) => theme.space.md};
`;

const DocLink = styled(Link)`
  display: flex;
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  h2 { font-size: ${({ theme }) => theme.font.size.h3}; color: ${({ theme }) => theme.color.navy}; }
  p { margin-top: 4px; color: ${({ theme }) => theme.color.textSecondary}; }
  &:hover { border-color: ${({ theme }) => theme.color.primary}; }
`;

const Meta = styled.span`
  display: block;
  margin-top: 6px;
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Pager = styled.nav`
  display: flex;
  ${spaceInRow('6px')}
  margin-top: ${({ theme }) => theme.space.lg};
`;

const PageLink = styled(Link)`
  display: grid;
  place-items: center;
  min-width: 36px;
  height: 36px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.small};
  &[aria-current='page'] { border-color: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.primary}; }
`;
