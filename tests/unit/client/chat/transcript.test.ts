import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../../client/chat/chatState';
import { BLOB_KEEP_MS, downloadTranscript, transcriptFileName, transcriptText } from '../../../../client/chat/transcript';
import { DEMO_FILINGS, withDemoValues } from '../../../../shared/demoFilings';

const model = DEMO_FILINGS.genai[0]!;
const at = new Date(2026, 10, 28, 9, 5);
const ID = '019ac8f2-6a3b-7c4d-8e5f-0123456789ab';
const messages: ChatMessage[] = [
  { id: 1, type: 0, meContent: '语音合成支持哪些音色？', aiContent: '支持 **多种** 音色。', status: 0, end: 'done', contentId: ID },
  { id: 2, type: 0, meContent: '价格呢？', aiContent: '半句', status: 0, end: 'stopped' },
];

describe('the exported conversation (下载对话)', () => {
  const text = transcriptText(messages, withDemoValues(DEMO_FILINGS), 'https://www.example.com/product/TTS.html', at);

  it('starts with the AI label line: the words, the model and its number, marked 示例 while a placeholder', () => {
    expect(text.split('\n')[0]).toBe(`内容由人工智能生成 · ${model.model} · ${model.number}（示例）`);
  });

  it('lists each question and answer in order, with how an answer ended and its content id', () => {
    const order = [
      '## 问 1',
      '语音合成支持哪些音色？',
      '## 答 1',
      '支持 **多种** 音色。',
      `内容标识：${ID}`,
      '## 问 2',
      '价格呢？',
      '## 答 2',
      '半句',
      '（已停止）',
    ];
    const at = order.map((piece) => text.indexOf(piece));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(text.match(/内容标识/g)).toHaveLength(1);
    expect(text).toContain('- 页面：https://www.example.com/product/TTS.html');
  });

  it('is a Markdown file named for the time it was taken', () => {
    expect(transcriptFileName(at)).toBe('星海智能客服对话记录-20261128-0905.md');
  });

  describe('handed to the browser', () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });

    it('keeps its blob URL alive long after the click, so a busy browser still saves it under its name', async () => {
      vi.useFakeTimers();
      const revoked: string[] = [];
      const link = { href: '', download: '', clicked: false, click: () => (link.clicked = true), remove: () => undefined };
      vi.stubGlobal('window', { location: { href: 'https://www.example.com/product/TTS.html' } });
      vi.stubGlobal('document', { createElement: () => link, body: { append: () => undefined } });
      vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:transcript');
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));

      downloadTranscript(messages, withDemoValues(DEMO_FILINGS));
      expect(link).toMatchObject({ href: 'blob:transcript', clicked: true });
      expect(link.download).toMatch(/^星海智能客服对话记录-\d{8}-\d{4}\.md$/);
      // A loaded Chromium once fetched the blob after a 0 ms revoke, and saved a file called "download".
      await vi.advanceTimersByTimeAsync(10_000);
      expect(revoked).toEqual([]);
      await vi.advanceTimersByTimeAsync(BLOB_KEEP_MS);
      expect(revoked).toEqual(['blob:transcript']);
    });
  });
});
