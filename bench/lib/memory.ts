/** Resident memory of another process, read the way `ps` does: /proc/PID/status VmRSS. */
import { readFileSync } from 'node:fs';

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(kb) / 1024;
}

/** Samples a process's RSS until stopped; keeps the peak. */
export function rssSampler(pid: number, everyMs = 250): { peak: () => number; stop: () => void } {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      clearInterval(timer);
    }
  }, everyMs);
  return { peak: () => peak, stop: () => clearInterval(timer) };
}
