import styled from 'styled-components';
import type { Point } from '../../shared/content/types';
import { below } from '../theme';

/** Titled statements as a grid of cards; `numbered` puts 01, 02 … before each title. */
export function PointGrid({ points, numbered = false, columns = 3 }: { points: Point[]; numbered?: boolean; columns?: 2 | 3 | 4 }) {
  return (
    <Grid $columns={columns}>
      {points.map((point, i) => (
        <li key={point.title}>
          {numbered && <Number aria-hidden="true">{String(i + 1).padStart(2, '0')}</Number>}
          <h3>{point.title}</h3>
          <p>{point.text}</p>
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xl};
  li {
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.color.background};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  h3 { font-size: ${({ theme }) => theme.font.size.h3}; color: ${({ theme }) => theme.color.navy}; }
  p { margin-top: ${({ theme }) => theme.space.sm}; color: ${({ theme }) => theme.color.textSecondary}; }
  ${below('tablet')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${below('phone')} {
    grid-template-columns: 1fr;
  }
`;

const Number = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: 24px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.primary};
  opacity: 0.75; /* 3:1 on background and backgroundSoft */
`;
