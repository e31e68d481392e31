/** The 智能生态 product pages' text and content, in one chunk (see ../productGroup.ts). */
export { text, content } from '../../../../shared/products/chunks/ecosystem';
