/** The 智能H5 product pages' text and content, in one chunk (see ../productGroup.ts). */
export { h5Text as text } from '../../../../shared/pageText/h5';
export { h5Content as content } from '../../../../shared/content/products/h5';
