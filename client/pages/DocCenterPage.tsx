/** 文档中心: the document list (categories, paging) or one document; the data streams in when the upstream is slow. */
import { useLoaderData, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { heroArt } from '../../shared/art';
import type { DataResult } from '../../shared/dataRequest';
import { queryOf, readerOf, type PageLoaderArgs, type Read } from '../../shared/pageData';
import { Streamed } from '../data/Streamed';
import { DataLoading } from '../data/DataStatus';
import { Container } from '../ui/Container';
import { PageHero } from '../ui/PageHero';
import { descriptionFrom, type PageHead } from '../../shared/pageHead';
import type { DocDetailData } from '../../shared/upstream/docDetail';
import type { DocListData } from '../../shared/upstream/docList';
import { DOC_CENTER_NAME, DOC_MISSING, isMissingDoc } from './docCenter/DocDetail';
import { docDetailRequest, docIndexRequest, docListRequest } from '../../shared/docCenterReads';
import { DocPage } from './docCenter/DocPage';
import { DOC_LIST_MISSING, DocList, isMissingList } from './docCenter/DocList';
import type { PageProps } from './pageModule';
import { docCenterQuery, docHref, docListHref } from '../../shared/docCenterQuery';

/** This kind's page text travels in its chunk, for the head tags and the hero (../routes.tsx). */
export { docCenterText as pageText } from '../../shared/pageText/docCenter';

/** A document and the list beside it, or a page of a category's list. */
type DocCenterData = { doc: Read<DocDetailData>; index: Read<DocListData> } | { list: Read<DocListData> };

export function loader(args: PageLoaderArgs): DocCenterData {
  const { doc, category, page } = docCenterQuery(queryOf(args, 'docCenter'));
  const read = readerOf(args);
  return doc !== undefined
    ? { doc: read<DocDetailData>(docDetailRequest(doc)), index: read<DocListData>(docIndexRequest()) }
    : { list: read<DocListData>(docListRequest(category, page)) };
}

/** A read's answer if it has settled. */
const settled = <T,>(data: unknown, name: string): DataResult<T> | undefined => (data as Record<string, Read<T> | undefined>)[name]?.value;

/**
 * Each document is a page of its own for search engines, and each page of a category's
 * list too; a document whose answer is not there yet (or failed) has nothing to stand for.
 */
export function pageHead(params: URLSearchParams, data: unknown): PageHead {
  const { doc, category, page } = docCenterQuery(params);
  if (doc === undefined) return listHead(category, page, settled<DocListData>(data, 'list'));
  const canonical = docHref(doc);
  const result = settled<DocDetailData>(data, 'doc');
  if (!result) return { canonical, state: 'unknown' };
  if (isMissingDoc(result)) return { title: DOC_MISSING, canonical, state: 'missing' };
  if (!result.ok) return { canonical, state: 'unknown' };
  // An empty field keeps the route's text rather than an empty tag.
  const title = String(result.data.title).trim() || undefined;
  const description = docDescription(result.data) || undefined;
  return { title, description, canonical };
}

/**
 * A page past the list's end, or a category the upstream does not name, is missing (404, and
 * never kept by the page cache): every number is a valid spelling, so each would otherwise be
 * a render, an upstream call and a cache entry of its own for whoever counts upwards.
 */
function listHead(category: number | undefined, page: number, result: DataResult<DocListData> | undefined): PageHead {
  const canonical = docListHref(category, page);
  if (!result?.ok) return { canonical };
  return isMissingList(result.data, category, page) ? { title: DOC_LIST_MISSING, canonical: docListHref(undefined, 1), state: 'missing' } : { canonical };
}

/** The summary when the upstream gives one, else the document's first paragraph. */
function docDescription(doc: DocDetailData): string {
  const summary = typeof doc.summary === 'string' ? doc.summary.trim() : '';
  return descriptionFrom(summary || String(doc.sections.flatMap((s) => s.paragraphs)[0] ?? ''));
}

/** A document reads as documentation sites do (./docCenter/DocPage.tsx); the list has the section's hero. */
export default function DocCenterPage({ route }: PageProps) {
  const params = new URLSearchParams(useLocation().search);
  const { doc, category, page } = docCenterQuery(params);
  const data = useLoaderData<typeof loader>();
  if (doc !== undefined && 'doc' in data) return <DocPage id={doc} doc={data.doc} index={data.index} />;
  if (!('list' in data)) return null;
  return (
    <>
      <PageHero eyebrow={DOC_CENTER_NAME} heading={route.heading} intro={route.intro} art={heroArt(route.path)} />
      <Body>
        <Streamed key={params.toString()} read={data.list} fallback={<DataLoading label="正在加载文档…" />}>
          {(result, retry) => <DocList category={category} page={page} result={result} retry={retry} />}
        </Streamed>
      </Body>
    </>
  );
}

const Body = styled(Container)`
  /* A slow upstream's list streams in after the shell has painted: room for it keeps the
     footer below the fold instead of pushing it down in view (cumulative layout shift). */
  min-height: 100vh;
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;
