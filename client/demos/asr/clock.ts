/** A segment's start as a transcript shows it: mm:ss (a demo file is at most a minute, shared/demos.ts). */
export function clock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
