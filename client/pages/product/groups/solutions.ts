/** The 整体解决方案 product pages' text and content, in one chunk (see ../productGroup.ts). */
export { solutionsText as text } from '../../../../shared/pageText/solutions';
export { solutionsContent as content } from '../../../../shared/content/products/solutions';
