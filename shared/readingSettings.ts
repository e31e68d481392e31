/**
 * The 无障碍 toolbar's settings (client/a11y/): each is a class on the root element, kept in
 * localStorage as the root's class text, and put back by SETTINGS_APPLIER, a script the server
 * writes into every head (server/render/document.tsx), before the body is parsed: the next
 * page paints with them from its first frame. The CSP allows it by its nonce on a streamed
 * page and by its hash on a cached one (server/security/csp.ts).
 */
import { CARE_CLASS, CONTRAST_CLASS, GUIDE_CLASS, POINT_READ_CLASS, POINTER_CLASS, SPACING_CLASS, TEXT_125_CLASS, TEXT_150_CLASS } from './readingClasses';

export const SETTINGS_KEY = 'zm-a11y';

/** Not in the first load (only the toolbar's chunk and the server read the table). */
export const SETTING_CLASS = {
  text125: TEXT_125_CLASS,
  text150: TEXT_150_CLASS,
  spacing: SPACING_CLASS,
  contrast: CONTRAST_CLASS,
  pointer: POINTER_CLASS,
  guide: GUIDE_CLASS,
  pointRead: POINT_READ_CLASS,
  care: CARE_CLASS,
} as const;

export type Setting = keyof typeof SETTING_CLASS;

/** What a stored value may be: our class names and spaces, nothing a page could be made to run. */
const STORED = '^[a-z0-9 -]{1,200}$';

/**
 * Not one byte more than it needs: every page carries it (the root has no class of its own).
 * A function, so that the browser's bundle, which never runs it from there, leaves it out.
 */
export const settingsApplier = (): string =>
  `try{var v=localStorage.getItem("${SETTINGS_KEY}");if(v&&new RegExp("${STORED}").test(v))document.documentElement.className=v}catch(e){}`;
