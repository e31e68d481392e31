/**
 * Remembers a pure function's answers by their string input. Inputs here come from request
 * headers, which a visitor chooses, so at `max` inputs it forgets them all and starts afresh:
 * real traffic has a handful of distinct values and refills it at once.
 */
export function boundedMemo<T>(compute: (input: string) => T, max: number): (input: string) => T {
  const known = new Map<string, T>();
  return (input) => {
    if (known.has(input)) return known.get(input) as T;
    if (known.size >= max) known.clear();
    const value = compute(input);
    known.set(input, value);
    return value;
  };
}
