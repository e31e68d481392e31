/** Draws the suggested questions; 换一换 must visibly change them, so a repeat is redrawn. */
import { randomInt } from 'node:crypto';
import { PROMPT_POOL, PROMPTS_PER_CALL } from './data/prompts';

function draw(pool: readonly string[], count: number): string[] {
  const copy = [...pool];
  // Partial Fisher–Yates: the first `count` slots end up a uniform random sample.
  for (let i = 0; i < Math.min(count, copy.length - 1); i++) {
    const j = randomInt(i, copy.length);
    [copy[i], copy[j]] = [copy[j] as string, copy[i] as string];
  }
  return copy.slice(0, count);
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((q) => b.includes(q));

export function createPromptPicker(pool: readonly string[] = PROMPT_POOL, count = PROMPTS_PER_CALL): () => string[] {
  let last: string[] = [];
  return () => {
    let next = draw(pool, count);
    while (pool.length > count && sameSet(next, last)) next = draw(pool, count);
    last = next;
    return next;
  };
}
