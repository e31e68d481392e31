/**
 * What a drawing is drawn from: the page's name and accent, its text from the content data
 * (shared/content), and the sample strings of ./samples.ts.
 */
import type { Doc } from './kit';

export interface Sample {
  /** The heading inside the preview (a report's title, a survey's name, …). */
  title?: string;
  /** Rows, options or labels the preview lists. */
  items?: readonly string[];
  /** A second list where a design needs one (tabs, platforms, voices, …). */
  labels?: readonly string[];
  /** One longer sample sentence. */
  sentence?: string;
  /** Which form of its design the page shows, where a design has several. */
  variant?: 'topics' | 'survey' | 'collection' | 'app' | 'h5';
  /** A third list (the documents a chat answer was found in, …). */
  more?: readonly string[];
}

export interface ArtContext {
  path: string;
  /** The page's name in the route table. */
  name: string;
  accent: string;
  /** Deterministic per page: each page draws its own figures. */
  random: () => number;
  tagline: string;
  /** Capability (or studio output) titles. */
  points: readonly string[];
  /** Scenario (or studio user) titles. */
  scenarios: readonly string[];
  /** One scenario's text, a sentence from the page's own content. */
  scenarioText: string;
  advantages: readonly string[];
  sample: Sample;
}

/** A hero drawing: its body, drawn into `doc` (600 × 440). */
export type Design = (doc: Doc, ctx: ArtContext) => string;

/** Where a hero's main window sits, and its floating card. */
export const MAIN = { x: 36, y: 20, w: 548, h: 372 } as const;
export const FLOAT_LEFT = { x: 6, y: 334, w: 214, h: 76 } as const;
