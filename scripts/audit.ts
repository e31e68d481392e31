/**
 * `npm run audit`: the supply-chain audit of the production dependencies, a CI step of its
 * own (not part of `npm test`, which asks no registry anything).
 *
 * Runs `npm audit --omit=dev --audit-level=high --json` and decides from its report:
 * - a high or critical advisory: lists them and exits 1;
 * - none: says so with the counts and exits 0;
 * - the registry has no advisory endpoint (a mirror answering 404, 405 or 501, which npm
 *   reports as "audit endpoint returned an error"): a loud warning that nothing was
 *   checked, "skipped", exit 0;
 * - any other failure (no report, the network, a 5xx, the time limit): exits 1, because an
 *   audit that could not run is not a pass.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const AUDIT_ARGS = ['audit', '--omit=dev', '--audit-level=high', '--json'] as const;
const AUDIT_TIMEOUT_MS = 60_000;
const BLOCKING = new Set(['high', 'critical']);
/** What a registry without the advisory service answers its bulk endpoint. */
const NO_ENDPOINT_STATUS = new Set([404, 405, 501]);

export interface AuditRun {
  stdout: string;
  stderr: string;
  /** npm's exit code; null when it was killed (the time limit). */
  exitCode: number | null;
}

export type AuditVerdict =
  | { kind: 'clean'; counts: Record<string, number> }
  | { kind: 'blocking'; findings: string[] }
  | { kind: 'skipped'; reason: string }
  | { kind: 'failed'; reason: string };

interface AuditReport {
  error?: { code?: string; summary?: string; detail?: string } | null;
  message?: string;
  statusCode?: number;
  uri?: string;
  vulnerabilities?: Record<string, { name: string; severity: string; via: Array<string | { title?: string; url?: string }>; fixAvailable?: unknown }>;
  metadata?: { vulnerabilities?: Record<string, number> };
}

function parse(stdout: string): AuditReport | undefined {
  try {
    const report: unknown = JSON.parse(stdout);
    return report && typeof report === 'object' ? (report as AuditReport) : undefined;
  } catch {
    return undefined;
  }
}

/** The verdict on one run of `npm audit --json`: pure, so it is tested on canned outputs. */
export function decide({ stdout, stderr, exitCode }: AuditRun): AuditVerdict {
  const report = parse(stdout);
  const counts = report?.metadata?.vulnerabilities;
  if (report && counts) {
    const findings = Object.values(report.vulnerabilities ?? {})
      .filter((finding) => BLOCKING.has(finding.severity))
      .map((finding) => {
        const advisories = finding.via.map((via) => (typeof via === 'string' ? `via ${via}` : `${via.title ?? ''} ${via.url ?? ''}`.trim()));
        return `${finding.name} (${finding.severity}): ${advisories.join('; ')}${finding.fixAvailable ? ' — a fix is available' : ''}`;
      });
    const blockingCount = (counts.high ?? 0) + (counts.critical ?? 0);
    if (findings.length > 0 || blockingCount > 0) {
      return { kind: 'blocking', findings: findings.length > 0 ? findings : [`${blockingCount} high or critical advisories (npm listed none by name)`] };
    }
    return { kind: 'clean', counts };
  }
  // No report: why. npm gives the HTTP status in its JSON error, and says it on stderr too.
  const status = report?.statusCode ?? Number(/npm (?:warn|WARN) audit (\d{3})\b/.exec(stderr)?.[1] ?? NaN);
  const said = [report?.message, report?.error?.summary, /npm (?:error|ERR!) (audit endpoint returned an error)/.exec(stderr)?.[1]].filter(Boolean).join(' — ');
  if (NO_ENDPOINT_STATUS.has(status)) {
    return { kind: 'skipped', reason: `the registry offers no advisory endpoint (${said || `HTTP ${status}`})` };
  }
  if (exitCode === null) return { kind: 'failed', reason: `npm audit did not finish within ${AUDIT_TIMEOUT_MS / 1000} s` };
  const tail = stderr.trim().split('\n').slice(-5).join('\n');
  return {
    kind: 'failed',
    reason: `npm audit gave no report (exit ${String(exitCode)}${Number.isNaN(status) ? '' : `, HTTP ${status}`}${said ? `: ${said}` : ''})${tail ? `\n${tail}` : ''}`,
  };
}

/** Prints the verdict and answers the exit code: 1 for blocking advisories or a failed audit. */
export function report(verdict: AuditVerdict, print: (line: string) => void): number {
  switch (verdict.kind) {
    case 'clean': {
      const { info = 0, low = 0, moderate = 0 } = verdict.counts;
      print(`audit: no high or critical advisory in the production dependencies (info ${info}, low ${low}, moderate ${moderate})`);
      return 0;
    }
    case 'blocking':
      print('audit: FAILED: high or critical advisories in the production dependencies; upgrade these:');
      for (const finding of verdict.findings) print(`audit:   ${finding}`);
      return 1;
    case 'skipped': {
      const bar = `audit: WARNING: ${'!'.repeat(72)}`;
      print(bar);
      print(`audit: WARNING: ${verdict.reason}.`);
      print('audit: WARNING: the production dependencies were NOT checked for advisories.');
      print('audit: WARNING: run `npm run audit` where the registry answers /-/npm/v1/security/advisories/bulk.');
      print(bar);
      print('audit: skipped');
      return 0;
    }
    case 'failed':
      print(`audit: FAILED: the audit could not run, so nothing was checked: ${verdict.reason}`);
      return 1;
  }
}

export function runNpmAudit(cwd: string): Promise<AuditRun> {
  return new Promise((resolve) => {
    execFile('npm', [...AUDIT_ARGS], { cwd, timeout: AUDIT_TIMEOUT_MS, maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (error as { code?: unknown }).code : 0;
      resolve({ stdout, stderr, exitCode: typeof code === 'number' ? code : error?.killed ? null : 1 });
    });
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  process.exitCode = report(decide(await runNpmAudit(root)), (line) => console.log(line));
}
