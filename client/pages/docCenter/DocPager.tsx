/** 上一篇 / 下一篇 under a document, in the sidebar's order (./docIndex.ts). */
import styled from 'styled-components';
import type { DocSummary } from '../../../shared/upstream/docList';
import { below } from '../../theme';
import { Link } from '../../ui/Link';
import { PagerArea } from './docAreas';
import { neighboursOf, type DocGroup } from './docIndex';
import { docHref } from '../../../shared/docCenterQuery';

function Neighbour({ doc, rel }: { doc: DocSummary; rel: 'prev' | 'next' }) {
  return (
    <Card to={docHref(Number(doc.id))} rel={rel} data-rel={rel}>
      <small>{rel === 'prev' ? '上一篇' : '下一篇'}</small>
      <span>{doc.title}</span>
    </Card>
  );
}

/** Nothing when the list does not hold this document. */
export function DocPager({ groups, current }: { groups: DocGroup[]; current: number }) {
  const { previous, next } = neighboursOf(groups, current);
  return (
    <PagerArea>
      {(previous || next) && (
        <Pair aria-label="上一篇和下一篇">
          {previous ? <Neighbour doc={previous} rel="prev" /> : <span />}
          {next ? <Neighbour doc={next} rel="next" /> : <span />}
        </Pair>
      )}
    </PagerArea>
  );
}

const Pair = styled.nav`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.md};
  ${below('phone')} {
    grid-template-columns: 1fr;
    & > span { display: none; }
  }
`;

const Card = styled(Link)`
  display: block;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  small { display: block; font-size: ${({ theme }) => theme.font.size.small}; color: ${({ theme }) => theme.color.textMuted}; }
  span { display: block; margin-top: 2px; font-weight: ${({ theme }) => theme.font.weight.medium}; color: ${({ theme }) => theme.color.primary}; }
  &[data-rel='next'] { text-align: right; }
  &:hover { border-color: ${({ theme }) => theme.color.primary}; }
`;
