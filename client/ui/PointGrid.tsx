import styled from 'styled-components';
import type { Point } from '../../shared/content/types';
import { below } from '../theme';
import { cardGrid } from './cardGrid';
import { Icon } from './Icon';
import { iconBadge } from './iconBadge';

/** Titled statements as a grid of cards, each led by its icon. */
export function PointGrid({ points, columns = 3 }: { points: Point[]; columns?: 2 | 3 | 4 }) {
  return (
    <Grid $columns={columns}>
      {points.map((point) => (
        <li key={point.title}>
          <Badge>
            <Icon name={point.icon} />
          </Badge>
          <h3>{point.title}</h3>
          <p>{point.text}</p>
        </li>
      ))}
    </Grid>
  );
}

/** 3 or 4 columns for 3, 4, 5 or 6 cards: no row with a single card left over. */
export const columnsFor = (count: number): 2 | 3 | 4 => (count === 4 ? 4 : count === 2 ? 2 : 3);

const Grid = styled.ul<{ $columns: number }>`
  ${cardGrid}
  li { padding: ${({ theme }) => theme.space.lg}; }
  h3 { margin-top: ${({ theme }) => theme.space.md}; font-size: ${({ theme }) => theme.font.size.h3}; color: ${({ theme }) => theme.color.navy}; }
  ${below('phone')} {
    li { display: grid; grid-template-columns: 44px 1fr; column-gap: ${({ theme }) => theme.space.md}; align-items: center; }
    h3 { margin-top: 0; }
    p { grid-column: 1 / -1; }
  }
`;

const Badge = styled.span`
  ${iconBadge}
`;
