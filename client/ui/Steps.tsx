import styled from 'styled-components';
import type { Step } from '../../shared/content/types';
import { below } from '../theme';

/** A process as numbered steps in a row (a column on phones). */
export function Steps({ steps }: { steps: Step[] }) {
  return (
    <List>
      {steps.map((s, i) => (
        <li key={s.step}>
          <Index aria-hidden="true">{i + 1}</Index>
          <h3>{s.step}</h3>
          <p>{s.text}</p>
        </li>
      ))}
    </List>
  );
}

const List = styled.ol`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xl};
  h3 { margin-top: ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.h3}; color: ${({ theme }) => theme.color.navy}; }
  p { margin-top: 4px; color: ${({ theme }) => theme.color.textSecondary}; }
  ${below('tablet')} {
    grid-auto-flow: row;
  }
`;

const Index = styled.span`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.textOnDark};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
