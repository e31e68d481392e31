/** The generation group's pages' text and content, by path: its chunk (client/pages/product/groups/generation.ts). */
import { pagesIn } from '..';
import { contentOf, textOf } from '../product';

const pages = pagesIn('generation');

export const text = textOf(pages);
export const content = contentOf(pages);
