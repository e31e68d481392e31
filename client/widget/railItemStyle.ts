import { css } from 'styled-components';
import { below } from '../theme';

/** One entry of the floating rail: icon over a short label. */
export const railItemStyle = css`
  display: grid;
  justify-items: center;
  gap: 2px;
  width: 64px;
  padding: 10px 4px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: 12px;
  line-height: 1.3;
  cursor: pointer;
  &:hover, &[aria-expanded='true'] { color: ${({ theme }) => theme.color.primary}; }
  ${below('phone')} {
    width: 48px;
    padding: 8px 2px;
    /* Icons only on phones; the label stays as the accessible name. */
    span { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  }
`;
