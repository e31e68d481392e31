/**
 * 下载对话: the conversation as a Markdown file that starts with the AI label line (内容由人工
 * 智能生成 · model · number), so the label travels with the text, then each question and
 * answer with the answer's content id, the implicit label a complaint can cite. Loaded when
 * the visitor asks for it, never with the chat.
 */
import { aiLabelLine } from '../../shared/aiLabel';
import type { Filings } from '../../shared/filings';
import { endNote } from './ChatAnswer';
import type { ChatMessage } from './chatState';

const TITLE = '星海智能客服对话记录';

/**
 * How long the file's blob URL outlives the click. Chromium fetches the blob for the download
 * after the click's task, later still on a busy machine; revoked first, the download fails and
 * is saved as "download". FileSaver.js keeps it 40 s for the same reason; the page's unload
 * frees it sooner.
 */
export const BLOB_KEEP_MS = 40_000;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** 2026-11-28 09:30, in the visitor's own time. */
function localTime(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

export function transcriptText(messages: readonly ChatMessage[], filings: Filings, pageUrl: string, at: Date): string {
  const lines = [aiLabelLine(filings), '', `# ${TITLE}`, '', `- 导出时间：${localTime(at)}`, `- 页面：${pageUrl}`];
  messages.forEach((m, i) => {
    const note = endNote(m);
    lines.push('', `## 问 ${i + 1}`, '', m.meContent, '', `## 答 ${i + 1}`, '', [m.aiContent, note && `（${note}）`].filter(Boolean).join('\n\n'));
    if (m.contentId) lines.push('', `内容标识：${m.contentId}`);
  });
  return `${lines.join('\n')}\n`;
}

export function transcriptFileName(at: Date): string {
  return `${TITLE}-${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}.md`;
}

/** Hands the file to the browser's download. */
export function downloadTranscript(messages: readonly ChatMessage[], filings: Filings): void {
  const at = new Date();
  const url = URL.createObjectURL(new Blob([transcriptText(messages, filings, window.location.href, at)], { type: 'text/markdown;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = transcriptFileName(at);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), BLOB_KEEP_MS);
}
