/**
 * The tables of the 信任中心: bordered cells on white, header cells on the soft grey. A table
 * wider than the screen scrolls inside its own box (./ScrollTable.tsx), never the page.
 */
import { css } from 'styled-components';
import { below } from '../../theme';

export const tableStyle = css`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.color.background};
  font-size: ${({ theme }) => theme.font.size.body};
  caption {
    padding-bottom: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.small};
    text-align: left;
  }
  th, td {
    padding: 12px ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  thead th, tbody th {
    background: ${({ theme }) => theme.color.backgroundSoft};
    color: ${({ theme }) => theme.color.navy};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  a { color: ${({ theme }) => theme.color.primary}; }
  ${below('phone')} {
    th, td { padding: 10px ${({ theme }) => theme.space.sm}; }
  }
`;
