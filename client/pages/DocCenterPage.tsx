/** 文档中心: the document list (categories, paging) or one document; the data streams in when the upstream is slow. */
import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { DataRequest } from '../data/dataStore';
import { DataLoading } from '../data/DataStatus';
import { Container } from '../ui/Container';
import { PageHero } from '../ui/PageHero';
import { DocDetail, docDetailRequest } from './docCenter/DocDetail';
import { DocList, docListRequest } from './docCenter/DocList';
import type { PageProps } from './registry';

/** This kind's page text travels in its chunk, for the head tags and the hero (./registry.ts). */
export { docCenterText as pageText } from '../../shared/pageText/docCenter';

function positiveInt(value: string | null): number | undefined {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** What the query asks for: one document (`?doc=`), or a page of a category's list. */
function docCenterQuery(params: URLSearchParams) {
  return { doc: positiveInt(params.get('doc')), category: positiveInt(params.get('category')), page: positiveInt(params.get('page')) ?? 1 };
}

export function dataRequests(params: URLSearchParams): DataRequest[] {
  const { doc, category, page } = docCenterQuery(params);
  return [doc !== undefined ? docDetailRequest(doc) : docListRequest(category, page)];
}

export default function DocCenterPage({ route }: PageProps) {
  const params = new URLSearchParams(useLocation().search);
  const { doc, category, page } = docCenterQuery(params);
  return (
    <>
      <PageHero eyebrow="文档中心" heading={route.heading} intro={route.intro} />
      <Body>
        <Suspense key={params.toString()} fallback={<DataLoading label="正在加载文档…" />}>
          {doc !== undefined ? <DocDetail id={doc} /> : <DocList category={category} page={page} />}
        </Suspense>
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
