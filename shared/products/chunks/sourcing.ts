/** The sourcing group's pages' text and content, by path: its chunk (client/pages/product/groups/sourcing.ts). */
import { pagesIn } from '..';
import { contentOf, textOf } from '../product';

const pages = pagesIn('sourcing');

export const text = textOf(pages);
export const content = contentOf(pages);
