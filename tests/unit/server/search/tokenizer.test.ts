import { describe, expect, it } from 'vitest';
import { queryTokens, tokenize } from '../../../../server/search/tokenizer';

describe('the search tokenizer', () => {
  it('gives every pair of neighbouring Han characters, so part of a name still matches', () => {
    expect(tokenize('语音识别')).toEqual(expect.arrayContaining(['语音', '音识', '识别']));
    expect(tokenize('播报音频')).toEqual(expect.arrayContaining(['播报', '报音', '音频']));
  });

  it('keeps the longer words the segmenter finds beside the bigrams', () => {
    expect(tokenize('AI视频工作室')).toContain('工作室');
  });

  it('lower-cases Latin letters and keeps letters with digits as one word', () => {
    expect(tokenize('TTS与ASR，H5投票，Ai配乐')).toEqual(expect.arrayContaining(['tts', 'asr', 'h5', 'ai', '投票', '配乐']));
  });

  it('keeps a single Han character between other scripts', () => {
    expect(tokenize('AI+文')).toEqual(['ai', '文']);
  });

  it('asks for each word of a query once', () => {
    expect(queryTokens('语音 语音')).toEqual(['语音']);
  });

  it('finds nothing in punctuation and regular-expression characters', () => {
    expect(tokenize('.*+?^${}()|[]\\ ，。！')).toEqual([]);
  });
});
