/**
 * One document, at its own URL (`?doc=<id>`), so it can be linked and is server-rendered:
 * its breadcrumbs, the article with an id on every heading, 本文是否有帮助？, and its table
 * of contents, each in its area of the page's grid (./docAreas.ts).
 */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { docOutline, tocOf, type OutlinedSection } from '../../../shared/docOutline';
import type { Crumb } from '../../../shared/structuredData';
import type { DocDetailData, DocSection } from '../../../shared/upstream/docDetail';
import type { DataResult } from '../../../shared/dataRequest';
import { DataFailure, DataLoading, DataNotice } from '../../data/DataStatus';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { Link } from '../../ui/Link';
import { CodeBlock } from './CodeBlock';
import { CrumbsArea, HEADING_REST_PX, MainArea, TocArea } from './docAreas';
import { updatedDate } from './docDate';
import { DocFeedback } from './DocFeedback';
import { docHref, docListHref } from '../../../shared/docCenterQuery';
import { DocToc, TocPlaceholder } from './DocToc';

export const DOC_MISSING = '文档不存在';
export const DOC_CENTER_NAME = '文档中心';

/** The upstream's not-found envelope: no such document, which a retry will not change. */
export function isMissingDoc(result: DataResult<unknown>): boolean {
  return !result.ok && result.code === 404;
}

/** 首页 › 文档中心 › its category (when the upstream names one by a usable id) › the document. */
export function docCrumbs(doc: DocDetailData, id: number): Crumb[] {
  const category = Number(doc.categoryId);
  return [
    { name: '首页', path: '/' },
    { name: DOC_CENTER_NAME, path: docListHref(undefined, 1) },
    ...(Number.isSafeInteger(category) && category > 0 ? [{ name: String(doc.categoryName), path: docListHref(category, 1) }] : []),
    { name: String(doc.title), path: docHref(id) },
  ];
}

/** The heading a `#…` of the address names, if any. */
function hashTarget(): string | undefined {
  try {
    return decodeURIComponent(location.hash.slice(1)) || undefined;
  } catch {
    return undefined; // A malformed escape: no heading has that id.
  }
}

/**
 * A link to a heading (`?doc=…#接口概述`) shows it once the page has hydrated: the browser
 * may have looked for the heading before it streamed in, and a page reached by a link inside
 * the site gets its document after the navigation has scrolled.
 */
function useScrollToLinkedHeading() {
  const article = useRef<HTMLElement>(null);
  useEffect(() => {
    const id = hashTarget();
    const heading = id ? document.getElementById(id) : null;
    if (heading && article.current?.contains(heading)) heading.scrollIntoView({ block: 'start' });
  }, []);
  return article;
}

function Part({ section }: { section: DocSection }) {
  return (
    <>
      {section.paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      {(section.code ?? []).map((block, i) => (
        <CodeBlock key={i} block={block} />
      ))}
    </>
  );
}

function Sections({ outline }: { outline: OutlinedSection[] }) {
  return (
    <>
      {outline.map(({ id, section, subsections }) => (
        <section key={id}>
          <h2 id={id}>{section.heading}</h2>
          <Part section={section} />
          {subsections.map((sub) => (
            <section key={sub.id}>
              <h3 id={sub.id}>{sub.section.heading}</h3>
              <Part section={sub.section} />
            </section>
          ))}
        </section>
      ))}
    </>
  );
}

export function DocDetail({ id, result, retry }: { id: number; result: DataResult<DocDetailData>; retry: () => void }) {
  const article = useScrollToLinkedHeading();
  if (isMissingDoc(result)) {
    return (
      <MainArea>
        <DataNotice role="alert">
          <MissingTitle>{DOC_MISSING}</MissingTitle>
          <Back to={docListHref(undefined, 1)}>← 返回文档中心</Back>
        </DataNotice>
      </MainArea>
    );
  }
  if (!result.ok) {
    return (
      <MainArea>
        <DataFailure desc={result.desc} retry={retry} />
      </MainArea>
    );
  }
  const doc = result.data;
  const outline = docOutline(doc.sections);
  const date = updatedDate(doc.updatedAt);
  return (
    <>
      <CrumbsArea>
        <Breadcrumbs crumbs={docCrumbs(doc, id)} inPage />
      </CrumbsArea>
      <MainArea>
        <Article ref={article}>
          <h1>{doc.title}</h1>
          <Meta>
            <span>{doc.categoryName}</span>
            {date && <time dateTime={date}>更新于 {date}</time>}
          </Meta>
          <Sections outline={outline} />
        </Article>
        <DocFeedback docId={String(id)} />
      </MainArea>
      <TocArea>
        <DocToc entries={tocOf(outline)} />
      </TocArea>
    </>
  );
}

/**
 * While the document is on its way: the breadcrumbs' line and the folded table of contents'
 * bar in their places, and the article's place kept, so what comes below stays out of view
 * until it is there: nothing moves when it comes.
 */
export function DocDetailPlaceholder() {
  return (
    <>
      <CrumbsArea>
        <CrumbsLine />
      </CrumbsArea>
      <TocArea>
        <TocPlaceholder />
      </TocArea>
      <LoadingArea>
        <DataLoading label="正在加载文档…" />
      </LoadingArea>
    </>
  );
}

const CrumbsLine = styled.div`
  height: 44px;
`;

const LoadingArea = styled(MainArea)`
  min-height: 100vh;
`;

const Article = styled.article`
  h1 { margin-top: ${({ theme }) => theme.space.md}; font-size: ${({ theme }) => theme.font.size.h2}; line-height: 1.35; color: ${({ theme }) => theme.color.navy}; }
  h2 { margin-top: ${({ theme }) => theme.space.xl}; font-size: 1.375rem; line-height: 1.4; color: ${({ theme }) => theme.color.navy}; }
  h3 { margin-top: ${({ theme }) => theme.space.lg}; font-size: ${({ theme }) => theme.font.size.h3}; color: ${({ theme }) => theme.color.navy}; }
  h2, h3 { scroll-margin-top: ${HEADING_REST_PX}px; }
  p { margin-top: ${({ theme }) => theme.space.sm}; color: ${({ theme }) => theme.color.textSecondary}; line-height: 1.8; }
`;

const MissingTitle = styled.h1`
  font-size: ${({ theme }) => theme.font.size.h3};
  color: ${({ theme }) => theme.color.navy};
`;

const Back = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.primary};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.font.size.small};
  && { color: ${({ theme }) => theme.color.textMuted}; }
  & > * + *::before { content: '·'; margin: 0 ${({ theme }) => theme.space.sm}; }
`;
