/** The tile an item's icon sits in on a card: the primary blue on its 8 % tint. */
import { css } from 'styled-components';

export const iconBadge = css`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: rgba(26, 92, 255, 0.08);
  color: ${({ theme }) => theme.color.primary};
  flex-shrink: 0;
`;
