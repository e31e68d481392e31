/** A band of numbers: each value large in the theme's font, what it counts under it. */
import styled from 'styled-components';
import type { Figure } from '../../shared/content/types';
import { below } from '../theme';

export function FigureBand({ figures, label }: { figures: Figure[]; label: string }) {
  return (
    <Band aria-label={label} $count={figures.length}>
      {figures.map((f) => (
        <li key={f.label}>
          <strong>{f.value}</strong>
          <span>{f.label}</span>
        </li>
      ))}
    </Band>
  );
}

const Band = styled.ul<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg} 0;
  border-radius: ${({ theme }) => theme.radius.large};
  background: linear-gradient(120deg, ${({ theme }) => theme.color.navy}, ${({ theme }) => theme.color.primaryDark});
  color: ${({ theme }) => theme.color.textOnDark};
  text-align: center;
  li { padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md}; }
  li + li { border-left: 1px solid rgba(255, 255, 255, 0.16); }
  strong { display: block; font-size: 2.5rem; line-height: 1.2; font-weight: ${({ theme }) => theme.font.weight.bold}; }
  span { color: ${({ theme }) => theme.color.textOnDarkMuted}; }
  ${below('tablet')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    li + li { border-left: 0; }
    strong { font-size: 1.875rem; }
  }
`;
