/** 客户案例: cases of media, government and enterprise customers. */
import styled from 'styled-components';
import { homeContent } from '../../../shared/content/home';

export function CaseCards() {
  return (
    <Cards>
      {homeContent.cases.map((c) => (
        <li key={c.customer}>
          <Sector>{c.sector}</Sector>
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
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
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
  ul li { font-size: 14px; color: ${({ theme }) => theme.color.primaryDark}; }
  ul li::before { content: '▸ '; }
`;

const Sector = styled.span`
  justify-self: start;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: rgba(255, 106, 61, 0.12);
  color: ${({ theme }) => theme.color.accentText};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Customer = styled.p`
  && { font-size: ${({ theme }) => theme.font.size.small}; color: ${({ theme }) => theme.color.textMuted}; }
`;
