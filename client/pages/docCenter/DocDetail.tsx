/** One document, at its own URL (`?doc=<id>`), so it can be linked and is server-rendered. */
import styled from 'styled-components';
import { API } from '../../../shared/api';
import type { DocDetailData } from '../../../shared/upstreamTypes';
import { SsrData, useUpstream } from '../../data/DataContext';
import type { DataRequest, DataResult } from '../../../shared/dataStore';
import { DataFailure, DataNotice } from '../../data/DataStatus';
import { Link } from '../../ui/Link';
import { docListHref } from './DocList';

export const DOC_MISSING = '文档不存在';

export function docDetailRequest(id: number): DataRequest {
  return { call: API.docDetail, body: { id } };
}

/** The upstream's not-found envelope: no such document, which a retry will not change. */
export function isMissingDoc(result: DataResult<unknown>): boolean {
  return !result.ok && result.code === 404;
}

export function DocDetail({ id }: { id: number }) {
  const { result, retry, key } = useUpstream<DocDetailData>(docDetailRequest(id));
  if (isMissingDoc(result)) {
    return (
      <DataNotice role="alert">
        {/* Handed over like a document: hydration then shows this without asking again. */}
        <SsrData dataKey={key} result={result} />
        <p>{DOC_MISSING}</p>
        <Back to={docListHref(undefined, 1)}>← 返回文档中心</Back>
      </DataNotice>
    );
  }
  if (!result.ok) return <DataFailure desc={result.desc} retry={retry} />;
  const doc = result.data;
  return (
    <Article>
      <SsrData dataKey={key} result={result} />
      <Back to={docListHref(doc.categoryId, 1)}>← 返回{doc.categoryName}</Back>
      <h2>{doc.title}</h2>
      <Meta>
        {doc.categoryName} · 更新于 {doc.updatedAt}
      </Meta>
      {doc.sections.map((section) => (
        <section key={section.heading}>
          <h3>{section.heading}</h3>
          {section.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </section>
      ))}
    </Article>
  );
}

const Article = styled.article`
  max-width: 820px;
  h2 { font-size: ${({ theme }) => theme.font.size.h2}; color: ${({ theme }) => theme.color.navy}; }
  h3 { margin-top: ${({ theme }) => theme.space.lg}; font-size: ${({ theme }) => theme.font.size.h3}; color: ${({ theme }) => theme.color.navy}; }
  p { margin-top: ${({ theme }) => theme.space.sm}; color: ${({ theme }) => theme.color.textSecondary}; }
`;

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.primary};
`;

const Meta = styled.p`
  font-size: ${({ theme }) => theme.font.size.small};
  && { color: ${({ theme }) => theme.color.textMuted}; }
`;
