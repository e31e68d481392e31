/** A query's results, best first: each its title (the link), its kind, its address and its snippet. */
import styled from 'styled-components';
import type { SearchData } from '../../../shared/search';
import type { DataResult } from '../../../shared/dataRequest';
import { DataFailure } from '../../data/DataStatus';
import { spaceInRow } from '../../ui/flexSpace';
import { Link } from '../../ui/Link';
import { SearchEmpty } from './SearchEmpty';
import { Snippet } from './Snippet';

export function SearchResults({ query, result, retry }: { query: string; result: DataResult<SearchData>; retry: () => void }) {
  if (!result.ok) return <DataFailure desc={result.desc} retry={retry} />;
  const { items, total } = result.data;
  return (
    <>
      {items.length === 0 ? (
        <SearchEmpty query={query} />
      ) : (
        <>
          <Count role="status">{`找到 ${total} 条相关结果${total > items.length ? `，显示最相关的 ${items.length} 条` : ''}`}</Count>
          <List data-testid="search-results">
            {items.map((item) => (
              <Result key={item.url + item.title}>
                <Title>
                  <Link to={item.url}>{item.title}</Link>
                </Title>
                <Meta>
                  <Kind>{item.type}</Kind>
                  <Address>{item.url}</Address>
                </Meta>
                <Text html={item.snippet} />
              </Result>
            ))}
          </List>
        </>
      )}
    </>
  );
}

const Count = styled.p`
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const List = styled.ol`
  max-width: 820px;
`;

const Result = styled.li`
  padding: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.size.h3};
  line-height: 1.5;
  a {
    color: ${({ theme }) => theme.color.primaryDark};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  a:hover { text-decoration: underline; }
`;

const Meta = styled.p`
  display: flex;
  align-items: center;
  ${spaceInRow('sm')}
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Kind = styled.span`
  flex-shrink: 0;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.small};
  background: rgba(26, 92, 255, 0.08);
  color: ${({ theme }) => theme.color.primaryDark};
  line-height: 22px;
`;

const Address = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Text = styled(Snippet)`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textSecondary};
  mark {
    padding: 0 1px;
    background: rgba(255, 178, 36, 0.28);
    color: ${({ theme }) => theme.color.text};
  }
`;
