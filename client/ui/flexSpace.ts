/**
 * Space between the items of a flex container, as margins on the items. Flex `gap` came in
 * Chromium 84 and the floor is 80 (package.json's browserslist): there it is ignored and the
 * items touch. No `@supports` test can tell, since grid `gap` (long supported, and fine to
 * use) answers for it. Items hidden with `display: none` still count as neighbours here.
 */
import { css } from 'styled-components';
import type { Theme } from '../theme';

/** A spacing token of the theme, or a length in pixels for the small inner spaces. */
export type Space = keyof Theme['space'] | `${number}px`;

function lengthOf(space: Space, theme: Theme): string {
  return space in theme.space ? theme.space[space as keyof Theme['space']] : space;
}

/** A row that does not wrap: every item after the first keeps `space` from the one before. */
export function spaceInRow(space: Space) {
  return css`
    & > * + * { margin-left: ${({ theme }) => lengthOf(space, theme)}; }
  `;
}

/** A column: every item after the first keeps `space` below the one before. */
export function spaceInColumn(space: Space) {
  return css`
    & > * + * { margin-top: ${({ theme }) => lengthOf(space, theme)}; }
  `;
}

/**
 * A row that wraps: every item carries the space above and before it, and the container
 * takes it back with negative margins, so its box stays where it was. The container's own
 * top and left margins are taken here: pass the top one as `marginTop`.
 */
export function spaceInWrappingRow(vertical: Space, horizontal: Space, marginTop: Space | '0px' = '0px') {
  return css`
    margin-top: calc(${({ theme }) => lengthOf(marginTop, theme)} - ${({ theme }) => lengthOf(vertical, theme)});
    margin-left: calc(0px - ${({ theme }) => lengthOf(horizontal, theme)});
    & > * {
      margin-top: ${({ theme }) => lengthOf(vertical, theme)};
      margin-left: ${({ theme }) => lengthOf(horizontal, theme)};
    }
  `;
}
