/**
 * What each 无障碍 setting (shared/readingSettings.ts: a class on the root) does to the page,
 * and what the visitor's own system asks for without any setting (`prefers-contrast: more`,
 * `prefers-reduced-motion`: client/globalCss.ts). Part of the document-wide rules the server
 * writes into every head, so a stored setting holds from the first frame; a component that
 * must change in one (the floating widget, the action bar) says so in its own style with
 * `careMode` (shared/readingSettings.ts). Not in the browser's bundle: only the server writes it.
 */
import { CARE_CLASS, CONTRAST_CLASS, POINTER_CLASS, SPACING_CLASS, TEXT_125_CLASS, TEXT_150_CLASS } from '../../shared/readingClasses';
import { breakpoints, colorDeclarations, highContrastPalette, palette, theme } from '../theme';

/** WCAG 2.5.5 (AAA): targets of 44 px; the 适老化 rules ask 48, which we take. */
const CARE_TARGET = '48px';

/** A black arrow outlined in white, twice the usual size, seen on any ground. */
const LARGE_POINTER =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='48' height='48' viewBox='0 0 24 24'%3E%3Cpath d='M3 2l15 11-6.5 1 4 7.5-3 1.5-4-7.5L3 20z' stroke='white' stroke-width='1.5'/%3E%3C/svg%3E\") 6 4,auto";

const on = (name: string, selector = '') => `html.${name}${selector}`;
const LARGE_TEXT = [CARE_CLASS, TEXT_125_CLASS, TEXT_150_CLASS];
const inLargeText = (selector: string) => LARGE_TEXT.map((name) => on(name, ` ${selector}`)).join(',');
/**
 * The header's row and its menu (client/layout/Header.tsx: the row is the header's first
 * child, the menu the row's second): at the desktop width the bar is full at 100 %, so
 * larger text puts the menu on a line of its own under the logo and the actions. Here, not
 * in the header's styles, because these rules cost the first load's script nothing.
 */
const HEADER_ROW = 'header>div:first-child';
const HEADER_MENU = `${HEADER_ROW}>div:nth-child(2)`;
/**
 * The phone's action bar (client/widget/ActionBar.tsx), which 关怀模式 shows at every width:
 * centred, taller, its main action (its last link) no wider than a phone.
 */
const ACTION_BAR = 'nav[aria-label="快捷服务"]';
const each = (name: string, selectors: string[]) => selectors.map((selector) => on(name, ` ${selector}`)).join(',');

export function settingsCss(): string {
  const contrast = colorDeclarations(highContrastPalette);
  return [
    `:root{${colorDeclarations(palette)}}`,
    `@media (prefers-contrast:more){:root{${contrast}}}`,
    `${on(CONTRAST_CLASS)},${on(CARE_CLASS)}{${contrast}}`,
    // Links in running text are told apart by more than their colour.
    `${on(CONTRAST_CLASS, ' main p a')},${on(CARE_CLASS, ' main p a')}{text-decoration:underline;}`,
    // 关怀模式 first: a size chosen in the toolbar is the later rule and wins.
    `${on(CARE_CLASS)},${on(TEXT_125_CLASS)}{font-size:125%;}`,
    `${on(TEXT_150_CLASS)}{font-size:150%;}`,
    `@media (min-width:${breakpoints.desktop}px){${inLargeText(HEADER_ROW)}{flex-wrap:wrap;height:auto;}${inLargeText(HEADER_MENU)}{order:1;flex-basis:100%;margin:0;}}`,
    `${on(SPACING_CLASS, ' body')}{line-height:2.2;letter-spacing:0.06em;word-spacing:0.16em;}`,
    `${each(SPACING_CLASS, ['p', 'li', 'dd', 'td', 'th', 'blockquote'])}{line-height:2.2 !important;}`,
    `${on(POINTER_CLASS)},${on(POINTER_CLASS, ' *')}{cursor:${LARGE_POINTER} !important;}`,
    `${each(CARE_CLASS, ['*', '*::before', '*::after'])}{animation:none !important;transition:none !important;scroll-behavior:auto !important;}`,
    `${each(CARE_CLASS, ['a', 'button', 'summary', 'select', 'input:not([type=checkbox]):not([type=radio])', 'textarea'])}{min-width:${CARE_TARGET};min-height:${CARE_TARGET};}`,
    // A box or a dot 48 px wide looks broken; its label, the whole line, is the target.
    `${each(CARE_CLASS, ['input[type=checkbox]', 'input[type=radio]'])}{width:28px;height:28px;}`,
    `${on(CARE_CLASS, ' label')}{min-height:${CARE_TARGET};}`,
    `${on(CARE_CLASS, ` ${ACTION_BAR}`)}{justify-content:center;height:calc(${theme.layout.actionBarHeight} + 16px + env(safe-area-inset-bottom));}`,
    `${on(CARE_CLASS, ` ${ACTION_BAR}>a:last-of-type`)}{max-width:360px;}`,
  ].join('\n');
}
