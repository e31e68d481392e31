import { css } from 'styled-components';
import { below } from '../theme';

/** Look of a top-bar entry, link or menu button; `$active` marks the current section. */
export const navItemStyle = css<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0 14px;
  font-size: ${({ theme }) => theme.font.size.body};
  color: ${({ $active, theme }) => ($active ? theme.color.primary : theme.color.text)};
  font-weight: ${({ $active, theme }) => ($active ? theme.font.weight.bold : theme.font.weight.regular)};
  box-shadow: ${({ $active, theme }) => ($active ? `inset 0 -2px 0 ${theme.color.primary}` : 'none')};
  white-space: nowrap;
  &:hover { color: ${({ theme }) => theme.color.primary}; }
  /* Closer under 1440 px, so that the whole bar fits from 1200 px, a scroll bar included. */
  ${below('wide')} {
    padding: 0 10px;
  }
`;
