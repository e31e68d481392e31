/**
 * The names buyers use for a product that its page does not (配音 for 语音合成, BGM for AI配乐):
 * site search indexes them with the page's title (server/search/pageDocuments.ts), so a
 * visitor who types one finds the product. Keyed by the route table's path; a path that is
 * not a page of the table fails the search tests.
 */
import { productSynonyms } from '../products';

export const searchSynonyms: Readonly<Record<string, readonly string[]>> = {
  ...productSynonyms,
  '/aiStudio/AI-Video-Studio.html': ['数字人', '虚拟主播', '文生视频', '短视频生成'],
  '/aiStudio/AI-Vision-Studio.html': ['文生图', 'AI绘画', 'AI配图', '海报生成'],
  '/aiStudio/AI-Work-Studio.html': ['AI写作', '智能写作', '写稿', '稿件润色'],
};
