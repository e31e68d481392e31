/** The 智能分发 product pages' text and content, in one chunk (see ../productGroup.ts). */
export { distributionText as text } from '../../../../shared/pageText/distribution';
export { distributionContent as content } from '../../../../shared/content/products/distribution';
