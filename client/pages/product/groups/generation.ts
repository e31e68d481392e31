/** The 智能生成 product pages' text and content, in one chunk (see ../productGroup.ts). */
export { generationText as text } from '../../../../shared/pageText/generation';
export { generationContent as content } from '../../../../shared/content/products/generation';
