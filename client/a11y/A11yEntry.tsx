/**
 * The header's 无障碍 entry (its line above the bar: ../layout/Header.tsx). The toolbar it opens is a chunk of its own (./A11yToolbar.tsx),
 * loaded on the first use: every page carries this button and nothing more (no link form
 * for a page without script: the toolbar needs script, and the first load's budget has no
 * room for both; the statement is linked from the toolbar).
 */
import styled from 'styled-components';
import { openToolbar, closeToolbar, useToolbarOpen } from './toolbarState';

export const ENTRY_LABEL = '无障碍';
export const TOOLBAR_ID = 'a11y-toolbar';

export function A11yEntry() {
  const open = useToolbarOpen();
  return (
    <Entry
      type="button"
      aria-expanded={open}
      aria-controls={open ? TOOLBAR_ID : undefined}
      onClick={(event) => (open ? closeToolbar() : openToolbar(event.currentTarget))}
    >
      {ENTRY_LABEL}
    </Entry>
  );
}

const Entry = styled.button`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.small};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.text};
  white-space: nowrap;
  cursor: pointer;
  &:hover, &[aria-expanded='true'] { color: ${({ theme }) => theme.color.primary}; }
`;
