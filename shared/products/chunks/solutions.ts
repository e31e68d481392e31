/** The solutions group's pages' text and content, by path: its chunk (client/pages/product/groups/solutions.ts). */
import { pagesIn } from '..';
import { contentOf, textOf } from '../product';

const pages = pagesIn('solutions');

export const text = textOf(pages);
export const content = contentOf(pages);
