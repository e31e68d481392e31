/**
 * 站内搜索 (/search.html?q=…): the results of a query, rendered on the server like every page
 * and complete without JavaScript. The results are read as a data section (shared/search.ts):
 * on the server from the index, after hydration and on client navigation from /api/search.
 */
import { useLoaderData, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { PageHead } from '../../shared/pageHead';
import { readerOf, queryOf as queryParamsOf, type PageLoaderArgs } from '../../shared/pageData';
import { cutQuery, SEARCH_PAGE_LIMIT, SEARCH_PARAM, searchRequest, type SearchData } from '../../shared/search';
import { Streamed } from '../data/Streamed';
import { DataLoading } from '../data/DataStatus';
import { below } from '../theme';
import { Container } from '../ui/Container';
import type { PageProps } from './pageModule';
import { SearchEmpty } from './search/SearchEmpty';
import { SearchForm } from './search/SearchForm';
import { SearchResults } from './search/SearchResults';

/** This kind's page text travels in its chunk, for the head tags and the heading (../routes.tsx). */
export { searchText as pageText } from '../../shared/pageText/search';

const queryOf = (params: URLSearchParams): string => cutQuery(params.get(SEARCH_PARAM) ?? '');

/** The heading and the title of a query's results. */
export const resultsTitle = (query: string): string => `“${query}”的搜索结果`;

export function loader(args: PageLoaderArgs) {
  const query = queryOf(queryParamsOf(args, 'search'));
  return { results: query ? readerOf(args)<SearchData>(searchRequest(query, SEARCH_PAGE_LIMIT)) : undefined };
}

/** Each query's page is titled with it; none is indexed (the route table's `noindex`). */
export function pageHead(params: URLSearchParams): PageHead {
  const query = queryOf(params);
  return query ? { title: resultsTitle(query) } : {};
}

export default function SearchPage({ route }: PageProps) {
  const query = queryOf(new URLSearchParams(useLocation().search));
  const { results } = useLoaderData<typeof loader>();
  return (
    <>
      <Band>
        <Container>
          <Heading>{query ? resultsTitle(query) : route.heading}</Heading>
          {!query && <Intro>{route.intro}</Intro>}
          <SearchForm query={query} />
        </Container>
      </Band>
      <Body>
        {results ? (
          <Streamed key={query} read={results} fallback={<DataLoading label="正在搜索…" />}>
            {(result, retry) => <SearchResults query={query} result={result} retry={retry} />}
          </Streamed>
        ) : (
          <SearchEmpty query="" />
        )}
      </Body>
    </>
  );
}

const Band = styled.section`
  padding: ${({ theme }) => theme.space.xl} 0;
  background: ${({ theme }) => theme.color.backgroundSoft};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.font.size.h2};
  line-height: 1.35;
  color: ${({ theme }) => theme.color.navy};
  /* A long query breaks anywhere rather than widening the page. */
  overflow-wrap: anywhere;
  ${below('phone')} {
    font-size: 1.375rem;
  }
`;

const Intro = styled.p`
  max-width: 720px;
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textSecondary};
`;

const Body = styled(Container)`
  /* Room for the results while they load: the footer does not jump up and back. */
  min-height: 60vh;
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;
