/** The 智能H5 product pages' text and content, in one chunk (see ../productGroup.ts). */
export { text, content } from '../../../../shared/products/chunks/h5';
