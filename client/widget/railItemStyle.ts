import { css } from 'styled-components';
import { below } from '../theme';

/**
 * One entry of the floating rail: icon over a short label. Under 1440 px the rail folds to
 * round buttons in the right gutter (./FloatingWidget.tsx), their label the accessible name.
 */
export const railItemStyle = css`
  display: grid;
  justify-items: center;
  gap: 2px;
  width: 64px;
  padding: 10px 4px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: 0.75rem;
  line-height: 1.3;
  cursor: pointer;
  &:hover, &[aria-expanded='true'] { color: ${({ theme }) => theme.color.primary}; }
  ${below('wide')} {
    place-content: center;
    width: ${({ theme }) => theme.layout.widgetButton};
    height: ${({ theme }) => theme.layout.widgetButton};
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.background};
    box-shadow: ${({ theme }) => theme.shadow.menu};
    span { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  }
`;
