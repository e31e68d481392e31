import { describe, expect, it } from 'vitest';
import { descriptionFrom } from '../../../shared/pageHead';

describe('a description made of body copy', () => {
  it('is the text itself, on one line, when it is short', () => {
    expect(descriptionFrom('  在控制台\n  创建应用。 ')).toBe('在控制台 创建应用。');
  });

  it('ends at the last sentence that fits when that keeps more than half the room', () => {
    expect(descriptionFrom('第一句话写完了。第二句话很长很长', 12)).toBe('第一句话写完了。');
  });

  it('is cut with an ellipsis when no sentence ends late enough', () => {
    const cut = descriptionFrom('短句。' + '长'.repeat(50), 20);
    expect(Array.from(cut)).toHaveLength(20);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('counts characters, not UTF-16 units, so no character is split', () => {
    expect(descriptionFrom('𠀀'.repeat(30), 10)).toBe(`${'𠀀'.repeat(9)}…`);
  });
});
