/** The grid of bordered cards PointGrid and ScenarioGrid share: equal columns, two on a tablet, one on a phone. */
import { css } from 'styled-components';
import { below } from '../theme';

export const cardGrid = css<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xl};
  li {
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.color.background};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  p { margin-top: ${({ theme }) => theme.space.sm}; color: ${({ theme }) => theme.color.textSecondary}; }
  ${below('tablet')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${below('phone')} {
    grid-template-columns: 1fr;
  }
`;
