/** The 智能采集 product pages' text and content, in one chunk (see ../productGroup.ts). */
export { sourcingText as text } from '../../../../shared/pageText/sourcing';
export { sourcingContent as content } from '../../../../shared/content/products/sourcing';
