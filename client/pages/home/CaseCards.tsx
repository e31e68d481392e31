/** 客户案例: cases of media, government and enterprise customers. */
import styled from 'styled-components';
import type { CaseSector, CustomerCase } from '../../../shared/content/types';
import type { IconName } from '../../../shared/icons';
import { Icon } from '../../ui/Icon';

const SECTOR_ICONS: Record<CaseSector, IconName> = { 媒体: 'newspaper', 政务: 'landmark', 企业: 'building-2' };

export function CaseCards({ cases }: { cases: CustomerCase[] }) {
  return (
    <Cards>
      {cases.map((c) => (
        <li key={c.customer}>
          <Sector>
            <Icon name={SECTOR_ICONS[c.sector]} size={16} />
            {c.sector}
          </Sector>
          <h3>{c.title}</h3>
          <Customer>{c.customer}</Customer>
          <p>{c.text}</p>
          <ul>
            {c.results.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </li>
      ))}
    </Cards>
  );
}

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(320px, 100%), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xl};
  > li {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    align-content: start;
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.color.background};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  h3 { font-size: ${({ theme }) => theme.font.size.h3}; color: ${({ theme }) => theme.color.navy}; }
  p { color: ${({ theme }) => theme.color.textSecondary}; }
  ul li { font-size: 0.875rem; color: ${({ theme }) => theme.color.primaryDark}; }
  ul li { padding-left: 16px; text-indent: -16px; }
  ul li::before { content: '✓'; display: inline-block; width: 16px; text-indent: 0; color: ${({ theme }) => theme.color.accentText}; }
`;

const Sector = styled.span`
  display: flex;
  align-items: center;
  justify-self: start;
  svg { margin-right: 4px; }
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: rgba(255, 106, 61, 0.12);
  color: ${({ theme }) => theme.color.accentText};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Customer = styled.p`
  && { font-size: ${({ theme }) => theme.font.size.small}; color: ${({ theme }) => theme.color.textMuted}; }
`;
