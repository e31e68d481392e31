import { describe, expect, it } from 'vitest';
import { PROMPT_POOL, PROMPTS_PER_CALL } from '../../../mock-upstream/data/prompts';
import { createPromptPicker } from '../../../mock-upstream/promptPicker';

describe('createPromptPicker', () => {
  it('draws five distinct questions from the pool', () => {
    const picked = createPromptPicker()();
    expect(picked).toHaveLength(PROMPTS_PER_CALL);
    expect(new Set(picked).size).toBe(PROMPTS_PER_CALL);
    for (const q of picked) expect(PROMPT_POOL).toContain(q);
  });

  it('never draws the same set twice in a row', () => {
    const pick = createPromptPicker(['a', 'b', 'c', 'd', 'e', 'f'], 5);
    let last = pick();
    for (let i = 0; i < 50; i++) {
      const next = pick();
      expect([...next].sort()).not.toEqual([...last].sort());
      last = next;
    }
  });

  it('keeps a pool of at least twenty realistic questions', () => {
    expect(PROMPT_POOL.length).toBeGreaterThanOrEqual(20);
    for (const q of PROMPT_POOL) expect(q).toMatch(/[？?]$/);
  });
});
