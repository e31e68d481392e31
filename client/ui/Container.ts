import styled from 'styled-components';
import { below, between, type Theme } from '../theme';

/**
 * From the window's edge, the room the folded widget keeps free, less the margin beside the
 * column; mirrored on the left, so the column stays centred (its centred headings too).
 */
function widgetRoom(theme: Theme, side: 'left' | 'right'): string {
  const { gutter, widgetGutter, maxWidth } = theme.layout;
  return `max(${gutter}, calc(${widgetGutter} + env(safe-area-inset-${side}) - max(0px, (100vw - ${maxWidth}) / 2)))`;
}

/**
 * The centred content column every section sits in. Its text keeps out of a notch's
 * safe area (the viewport covers it: client/Document.tsx), and from 768 to 1439 px out of the
 * right gutter the folded floating widget stands in (client/widget/FloatingWidget.tsx): the
 * padding grows only as far as the window's margin beside the column falls short of it.
 */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 max(${({ theme }) => theme.layout.gutter}, env(safe-area-inset-right)) 0 max(${({ theme }) => theme.layout.gutter}, env(safe-area-inset-left));
  ${between('handheld', 'wide')} {
    padding-right: ${({ theme }) => widgetRoom(theme, 'right')};
    padding-left: ${({ theme }) => widgetRoom(theme, 'left')};
  }
  ${below('phone')} {
    padding: 0 max(${({ theme }) => theme.layout.gutterPhone}, env(safe-area-inset-right)) 0 max(${({ theme }) => theme.layout.gutterPhone}, env(safe-area-inset-left));
  }
`;
