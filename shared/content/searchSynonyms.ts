/**
 * The names buyers use for a product that its page does not (配音 for 语音合成, BGM for AI配乐):
 * site search indexes them with the page's title (server/search/pageDocuments.ts), so a
 * visitor who types one finds the product. Keyed by the route table's path; a path that is
 * not a page of the table fails the search tests.
 */
import { productSynonyms, studioSynonyms } from '../products';

export const searchSynonyms: Readonly<Record<string, readonly string[]>> = {
  ...productSynonyms,
  ...studioSynonyms,
};
