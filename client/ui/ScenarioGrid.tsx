/** 应用场景: each scenario a card with its picture (when there is one) and its icon. */
import styled from 'styled-components';
import type { ArtImage } from '../../shared/art';
import type { Point } from '../../shared/content/types';
import { below } from '../theme';
import { Icon } from './Icon';
import { iconBadge } from './iconBadge';

/** `art`: the picture of scenario number `index` (shared/art.ts); below the fold, so it loads lazily. */
export function ScenarioGrid({ scenarios, art }: { scenarios: Point[]; art?: (index: number, title: string) => ArtImage | undefined }) {
  return (
    <Grid $columns={scenarios.length === 4 ? 4 : scenarios.length === 2 ? 2 : 3}>
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
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xl};
  li {
    overflow: hidden;
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.color.background};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  img { display: block; width: 100%; height: auto; background: ${({ theme }) => theme.color.backgroundSoft}; }
  li > div { padding: ${({ theme }) => theme.space.lg}; }
  h3 { font-size: ${({ theme }) => theme.font.size.h3}; color: ${({ theme }) => theme.color.navy}; }
  p { margin-top: ${({ theme }) => theme.space.sm}; color: ${({ theme }) => theme.color.textSecondary}; }
  ${below('tablet')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${below('phone')} {
    grid-template-columns: 1fr;
  }
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
