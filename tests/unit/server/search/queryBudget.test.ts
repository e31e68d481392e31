/**
 * What one query may cost: which of its terms are searched, which expand as prefixes, and
 * which typos are looked for (server/search/queryBudget.ts). The cost itself, under load, is
 * tested on the built server (./searchGate.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { LatinVocabulary } from '../../../../server/search/latinVocabulary';
import { planQuery } from '../../../../server/search/queryBudget';

const vocabulary = new LatinVocabulary();
vocabulary.add('AccessKey SSML PowerPoint webhook WebSocket transcription');

describe('the budget of a search query', () => {
  it('searches at most 32 distinct terms, in the order typed', () => {
    const query = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');
    const plan = planQuery(`${query} w0 w1`, vocabulary);
    expect(plan.asked).toHaveLength(32);
    expect(plan.asked.slice(0, 3)).toEqual(['w0', 'w1', 'w2']);
  });

  it('looks for typos in the first two long Latin words only', () => {
    const plan = planQuery('acesskey ssmll powerpint webhok', vocabulary);
    expect(plan.searched).toContain('accesskey');
    expect(plan.searched).toContain('ssml');
    expect(plan.searched).not.toContain('powerpoint');
    expect(plan.searched).not.toContain('webhook');
  });

  it('allows one edit up to eight letters, two from nine to twenty, none beyond', () => {
    // acceskye: two edits from accesskey in eight letters; accesskye: two in nine.
    expect(planQuery('acceskye', vocabulary).searched).not.toContain('accesskey');
    expect(planQuery('accesskye', vocabulary).searched).toContain('accesskey');
    expect(planQuery('transcriptionn', vocabulary).searched).toContain('transcription');
    const long = new LatinVocabulary();
    long.add('abcdefghijklmnopqrstu');
    expect(planQuery('abcdefghijklmnopqrstv', long).searched).toEqual(['abcdefghijklmnopqrstv']);
  });

  it('does not look for typos in short words, Chinese or digits alone', () => {
    const near = new LatinVocabulary();
    near.add('tts asr 2026 语音');
    expect(planQuery('ttx asx 2025 语言', near).searched).toEqual(['ttx', 'asx', '2025', '语言']);
  });

  it('weighs a corrected word below the words typed, and counts it for the word it stands for', () => {
    const plan = planQuery('acesskey 接口', vocabulary);
    expect(plan.boost('accesskey')).toBeLessThan(plan.boost('接口'));
    expect(plan.boost('接口')).toBe(1);
    expect(plan.askedFor('accesskey')).toBe('acesskey');
    expect(plan.askedFor('接口')).toBe('接口');
  });

  it('expands at most four terms as the start of longer words', () => {
    const plan = planQuery('ab cd ef gh ij 图 ppt', vocabulary);
    expect(plan.asked.filter(plan.prefix)).toEqual(['ab', 'cd', 'ef', 'gh']);
    const short = planQuery('图 语 x tt', vocabulary);
    expect(short.asked.filter(short.prefix)).toEqual(['tt', '图', '语']);
  });

  it('searches at most four words a typo may stand for', () => {
    const crowded = new LatinVocabulary();
    crowded.add('aaaaab aaaaac aaaaad aaaaae aaaaaf aaaaa');
    const plan = planQuery('aaaaaz', crowded);
    expect(plan.searched).toHaveLength(1 + 4);
  });
});
