import { describe, expect, it } from 'vitest';
import { SNIPPET_CHARS, snippetOf } from '../../../../server/search/snippet';

describe('a result snippet', () => {
  it('marks each matched word, overlapping bigrams as one mark', () => {
    expect(snippetOf('把文字转换为语音合成音频。', ['语音', '音合', '合成'])).toBe('把文字转换为<mark>语音合成</mark>音频。');
  });

  it('marks Latin words whatever their case', () => {
    expect(snippetOf('支持TTS与tts接口', ['tts'])).toBe('支持<mark>TTS</mark>与<mark>tts</mark>接口');
  });

  it('shows the stretch where the matched words are, with ellipses where it is cut', () => {
    const text = `${'前'.repeat(300)}语音合成${'后'.repeat(300)}`;
    const snippet = snippetOf(text, ['语音', '合成']);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('<mark>语音合成</mark>');
    expect(snippet.replace(/<\/?mark>|…/g, '').length).toBeLessThanOrEqual(SNIPPET_CHARS);
  });

  it('opens the text when no word matches in it', () => {
    expect(snippetOf('一段介绍。', ['不在'])).toBe('一段介绍。');
  });

  it('escapes everything but its marks', () => {
    const snippet = snippetOf('<script>alert("语音")</script> & \'x\'', ['语音']);
    expect(snippet).toBe('&lt;script&gt;alert(&quot;<mark>语音</mark>&quot;)&lt;/script&gt; &amp; &#39;x&#39;');
  });

  it('never cuts a character outside the basic plane in half', () => {
    const text = `${'𠀀'.repeat(200)}语音`;
    expect(snippetOf(text, ['语音'])).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
  });
});
