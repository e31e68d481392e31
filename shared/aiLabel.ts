/**
 * The explicit label of AI-generated content (《人工智能生成合成内容标识办法》, GB 45438-2025):
 * the words, and the line that names the model and its 备案/登记 number, one source for the
 * chat's label bar, its answers' badge, what 复制 and 下载对话 carry, and the product pages'
 * 公示 section.
 */
import { chatModelOf, type Filings } from './filings';

export const AI_LABEL_TEXT = '内容由人工智能生成';
export const AI_BADGE_TEXT = 'AI生成';
/** Beside a synthesized file's player, and in the file's own metadata (server/demos/wavLabel.ts). */
export const AI_AUDIO_LABEL_TEXT = '本音频由人工智能生成';
/** The badge as screen readers hear it: the two words alone would read as letters. */
export const AI_BADGE_SPOKEN = '本回答由人工智能生成';

/**
 * 内容由人工智能生成 · the chat's model · its number: the line a copied or exported answer
 * keeps; a demo placeholder says it is one, as on the pages.
 */
export function aiLabelLine(filings: Filings): string {
  const model = chatModelOf(filings);
  if (!model) return AI_LABEL_TEXT;
  const number = filings.demoValues.includes(model.number) ? `${model.number}（示例）` : model.number;
  return [AI_LABEL_TEXT, model.model, number].join(' · ');
}
