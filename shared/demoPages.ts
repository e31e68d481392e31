/**
 * The pages with a try-it panel, apart from the rest of ./demos.ts (which re-exports them): the
 * product page's own chunk reads only these to place a panel, and the panels' code and text stay
 * in the panels' chunks, outside the page's first load.
 */
export type DemoKind = 'tts' | 'asr' | 'review';

/** The page each panel sits on, and the product the cooperation form is told of (`?product=…&demo=1`). */
export const DEMO_PAGES = {
  tts: { path: '/product/TTS.html', product: 'TTS' },
  asr: { path: '/product/ASR.html', product: 'ASR' },
  // 智能审校 is one of AI文档's three abilities: its page is where a buyer looks for it.
  review: { path: '/product/aiDocument.html', product: 'aiDocument' },
} as const satisfies Record<DemoKind, { path: string; product: string }>;
