/** 客户案例 of a product: who the customer is, what they did, and the result in numbers. */
import styled from 'styled-components';
import type { ProductCase } from '../../shared/content/types';
import { below } from '../theme';
import { Icon } from './Icon';

export function CaseList({ cases }: { cases: ProductCase[] }) {
  return (
    <Cards $count={cases.length}>
      {cases.map((c) => (
        <li key={c.customer}>
          <Customer>{c.customer}</Customer>
          <p>{c.did}</p>
          <Result>
            <Icon name="trending-up" size={20} />
            <span>{c.result}</span>
          </Result>
        </li>
      ))}
    </Cards>
  );
}

const Cards = styled.ul<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xl};
  > li {
    display: flex;
    flex-direction: column;
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.color.background};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  p { margin: ${({ theme }) => theme.space.md} 0; flex: 1; color: ${({ theme }) => theme.color.textSecondary}; }
  ${below('tablet')} {
    grid-template-columns: 1fr;
  }
`;

const Customer = styled.h3`
  align-self: flex-start;
  padding: 2px 12px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: rgba(255, 106, 61, 0.12);
  color: ${({ theme }) => theme.color.accentText};
  font-size: ${({ theme }) => theme.font.size.body};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Result = styled.p`
  && {
    display: flex;
    flex: none;
    margin: 0;
    padding-top: ${({ theme }) => theme.space.md};
    border-top: 1px dashed ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.primaryDark};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  svg { flex-shrink: 0; margin: 2px 8px 0 0; }
`;
