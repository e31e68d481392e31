/** 应用场景: each scenario a card with its picture (when there is one) and its icon. */
import styled from 'styled-components';
import type { ArtImage } from '../../shared/art';
import type { Point } from '../../shared/content/types';
import { cardGrid } from './cardGrid';
import { Icon } from './Icon';
import { columnsFor } from './PointGrid';
import { iconBadge } from './iconBadge';

/** `art`: the picture of scenario number `index` (shared/art.ts); below the fold, so it loads lazily. */
export function ScenarioGrid({ scenarios, art }: { scenarios: Point[]; art?: (index: number, title: string) => ArtImage | undefined }) {
  return (
    <Grid $columns={columnsFor(scenarios.length)}>
      {scenarios.map((s, i) => {
        const picture = art?.(i, s.title);
        return (
          <li key={s.title}>
            {picture && <img src={picture.src} width={picture.width} height={picture.height} alt={picture.alt} loading="lazy" decoding="async" />}
            <div>
              <Title>
                <Badge>
                  <Icon name={s.icon} size={20} />
                </Badge>
                <h3>{s.title}</h3>
              </Title>
              <p>{s.text}</p>
            </div>
          </li>
        );
      })}
    </Grid>
  );
}

const Grid = styled.ul<{ $columns: number }>`
  ${cardGrid}
  li { overflow: hidden; }
  img { display: block; width: 100%; height: auto; background: ${({ theme }) => theme.color.backgroundSoft}; }
  li > div { padding: ${({ theme }) => theme.space.lg}; }
  h3 { font-size: ${({ theme }) => theme.font.size.h3}; color: ${({ theme }) => theme.color.navy}; }
`;

const Title = styled.div`
  display: flex;
  align-items: center;
`;

const Badge = styled.span`
  ${iconBadge}
  width: 36px;
  height: 36px;
  margin-right: 12px;
`;
