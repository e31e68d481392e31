/**
 * Content of every `/product/*.html` page, keyed by path, from the product modules
 * (shared/products). The route table (shared/routes.ts) holds each page's heading and intro;
 * this adds what is below.
 */
import { productPages } from '../products';
import { contentOf } from '../products/product';
import type { ProductContent } from './types';

/** Keyed by any path, for readers that look a page up (shared/products checks every product has its content). */
export const productContent: Record<string, ProductContent> = contentOf(productPages);
