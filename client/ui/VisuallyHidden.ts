import styled from 'styled-components';

/**
 * Text a screen reader reads and the eye does not see: what a glyph means (↗ is 新窗口打开),
 * as real text, because `aria-label` on an element without a role that takes a name is
 * ignored by assistive technology and refused by html-validate (aria-label-misuse).
 */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
