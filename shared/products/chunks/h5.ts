/** The h5 group's pages' text and content, by path: its chunk (client/pages/product/groups/h5.ts). */
import { pagesIn } from '..';
import { contentOf, textOf } from '../product';

const pages = pagesIn('h5');

export const text = textOf(pages);
export const content = contentOf(pages);
