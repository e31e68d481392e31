/** The tools group's pages' text and content, by path: its chunk (client/pages/product/groups/tools.ts). */
import { pagesIn } from '..';
import { contentOf, textOf } from '../product';

const pages = pagesIn('tools');

export const text = textOf(pages);
export const content = contentOf(pages);
