/** The 智能工具 product pages' text and content, in one chunk (see ../productGroup.ts). */
export { toolsText as text } from '../../../../shared/pageText/tools';
export { toolsContent as content } from '../../../../shared/content/products/tools';
