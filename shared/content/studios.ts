/**
 * Content of the AI studio pages (/aiStudio/*.html), keyed by path, from the studio modules
 * (shared/products/studios): for the server's search and the build's drawings. The studio page
 * itself reads it from its chunk (shared/products/chunks/studios.ts).
 */
import { studioPages } from '../products';
import { contentOf } from '../products/product';
import type { StudioContent } from './types';

/** Keyed by any path, for readers that look a page up (tests/unit/shared/products.test.ts checks every studio has its content). */
export const studioContent: Record<string, StudioContent> = contentOf(studioPages);
