/**
 * A table that may be wider than a phone: it scrolls sideways inside its own box, which a
 * keyboard can focus and scroll, with a hint under the breakpoint where it overflows.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { below, type Breakpoint } from '../../theme';

export function ScrollTable({ label, overflowsBelow, children }: { label: string; overflowsBelow: Breakpoint; children: ReactNode }) {
  return (
    <>
      <Hint $below={overflowsBelow} aria-hidden="true">
        左右滑动表格查看全部列 →
      </Hint>
      {/* A region with a name: a keyboard reaches it and scrolls it with the arrow keys. */}
      <Box role="region" aria-label={label} tabIndex={0}>
        {children}
      </Box>
    </>
  );
}

const Box = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
`;

const Hint = styled.p<{ $below: Breakpoint }>`
  display: none;
  margin-top: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
  ${({ $below }) => below($below)} {
    display: block;
  }
`;
