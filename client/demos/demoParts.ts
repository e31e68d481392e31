/**
 * The try-it panel of a product page, if it has one: each panel its own chunk, outside the
 * page's first load, loaded as it comes near the window or on the first focus or press inside
 * it (../ui/NearViewport.tsx). Until then the server's markup stays, a plain form that posts.
 */
import type { ComponentType } from 'react';
import { DEMO_PAGES } from '../../shared/demoPages';
import { markupPart } from '../ui/markupPart';
import { NearViewport } from '../ui/NearViewport';

const panels: Record<string, ComponentType<object>> = {
  [DEMO_PAGES.tts.path]: markupPart(() => import('./TtsPanel').then((m) => m.default), NearViewport),
  [DEMO_PAGES.asr.path]: markupPart(() => import('./AsrPanel').then((m) => m.default), NearViewport),
  [DEMO_PAGES.review.path]: markupPart(() => import('./ReviewPanel').then((m) => m.default), NearViewport),
};

export const demoPanelOf = (path: string): ComponentType<object> | undefined => panels[path];
