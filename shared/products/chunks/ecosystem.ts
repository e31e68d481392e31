/** The ecosystem group's pages' text and content, by path: its chunk (client/pages/product/groups/ecosystem.ts). */
import { pagesIn } from '..';
import { contentOf, textOf } from '../product';

const pages = pagesIn('ecosystem');

export const text = textOf(pages);
export const content = contentOf(pages);
