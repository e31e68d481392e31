/** The 整体解决方案 product pages' text and content, in one chunk (see ../productGroup.ts). */
export { text, content } from '../../../../shared/products/chunks/solutions';
