/** The distribution group's pages' text and content, by path: its chunk (client/pages/product/groups/distribution.ts). */
import { pagesIn } from '..';
import { contentOf, textOf } from '../product';

const pages = pagesIn('distribution');

export const text = textOf(pages);
export const content = contentOf(pages);
