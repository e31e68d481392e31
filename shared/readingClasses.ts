/**
 * The root classes of the 无障碍 settings (./readingSettings.ts), each a constant of its own:
 * every page's first load reaches this module (through the document-wide rules, which only
 * the server writes), and a bundle keeps only the constants its code reads.
 */
export const TEXT_125_CLASS = 'zm-t125';
export const TEXT_150_CLASS = 'zm-t150';
export const SPACING_CLASS = 'zm-ls';
export const CONTRAST_CLASS = 'zm-hc';
export const POINTER_CLASS = 'zm-cur';
export const GUIDE_CLASS = 'zm-guide';
/** 指读: what the pointer or the focus rests on is read aloud. */
export const POINT_READ_CLASS = 'zm-point';
/** 关怀模式: larger text, high contrast, big targets, no motion, no floating widget. */
export const CARE_CLASS = 'zm-care';

/** For a component's style that changes in 关怀模式: `${careMode} & { display: none; }`. */
export const careMode = `html.${CARE_CLASS}`;
