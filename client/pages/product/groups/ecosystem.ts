/** The 智能生态 product pages' text and content, in one chunk (see ../productGroup.ts). */
export { ecosystemText as text } from '../../../../shared/pageText/ecosystem';
export { ecosystemContent as content } from '../../../../shared/content/products/ecosystem';
