/**
 * `npm run audit` (scripts/audit.ts) decides on canned `npm audit --json` outputs: this test
 * asks no registry anything. The audit itself is a CI step of its own (.ci/run).
 */
import { describe, expect, it } from 'vitest';
import { AUDIT_ARGS, decide, report, type AuditRun } from '../../../scripts/audit';

/** What npm 11 prints when the registry refuses the bulk advisory endpoint (seen here). */
const REFUSED: AuditRun = {
  stdout: JSON.stringify({
    message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    method: 'POST',
    uri: 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    headers: { allow: ['GET,HEAD'] },
    statusCode: 405,
    body: '',
    error: { summary: '', detail: '' },
  }),
  stderr:
    'npm warn audit 405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk\n' +
    'npm error audit endpoint returned an error\n',
  exitCode: 1,
};

const HIGH: AuditRun = {
  stdout: JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: {
      'sanitize-html': {
        name: 'sanitize-html',
        severity: 'high',
        via: [{ title: 'XSS in allowed tags', url: 'https://github.com/advisories/GHSA-xxxx' }],
        fixAvailable: true,
      },
      debug: { name: 'debug', severity: 'low', via: [{ title: 'ReDoS' }], fixAvailable: true },
    },
    metadata: { vulnerabilities: { info: 0, low: 1, moderate: 0, high: 1, critical: 0, total: 2 } },
  }),
  stderr: '',
  exitCode: 1,
};

const CLEAN: AuditRun = {
  stdout: JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: {},
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 } },
  }),
  stderr: '',
  exitCode: 0,
};

function run(canned: AuditRun) {
  const lines: string[] = [];
  const exitCode = report(decide(canned), (line) => lines.push(line));
  return { exitCode, output: lines.join('\n') };
}

describe('npm run audit', () => {
  it('audits the production dependencies only, at the high level, as JSON', () => {
    expect(AUDIT_ARGS).toEqual(['audit', '--omit=dev', '--audit-level=high', '--json']);
  });

  it('warns loudly, says skipped and exits 0 when the registry has no advisory endpoint (405)', () => {
    const { exitCode, output } = run(REFUSED);
    expect(exitCode).toBe(0);
    expect(output).toMatch(/WARNING: the registry offers no advisory endpoint \(405 Method Not Allowed/);
    expect(output).toContain('were NOT checked');
    expect(output.split('\n').at(-1)).toBe('audit: skipped');
  });

  it('reads the refusal from stderr too, when npm printed no JSON', () => {
    expect(decide({ ...REFUSED, stdout: '' })).toEqual({ kind: 'skipped', reason: expect.stringContaining('audit endpoint returned an error') });
  });

  it('fails on a high or critical advisory, naming it, and not on a low one', () => {
    const { exitCode, output } = run(HIGH);
    expect(exitCode).toBe(1);
    expect(output).toContain('sanitize-html (high): XSS in allowed tags https://github.com/advisories/GHSA-xxxx — a fix is available');
    expect(output).not.toContain('debug');
    const critical = JSON.parse(HIGH.stdout) as { vulnerabilities: Record<string, { severity: string }> };
    critical.vulnerabilities['sanitize-html']!.severity = 'critical';
    expect(run({ ...HIGH, stdout: JSON.stringify(critical) }).exitCode).toBe(1);
  });

  it('passes a clean report with exit 0', () => {
    const { exitCode, output } = run(CLEAN);
    expect(exitCode).toBe(0);
    expect(output).toContain('no high or critical advisory');
    const lowOnly = JSON.parse(HIGH.stdout) as { vulnerabilities: Record<string, unknown>; metadata: { vulnerabilities: Record<string, number> } };
    delete lowOnly.vulnerabilities['sanitize-html'];
    lowOnly.metadata.vulnerabilities.high = 0;
    expect(run({ ...HIGH, stdout: JSON.stringify(lowOnly) }).exitCode).toBe(0);
  });

  it('never takes an audit that could not run for a pass', () => {
    // The network, a registry error other than a missing endpoint, the time limit.
    expect(run({ stdout: '', stderr: 'npm error code ENOTFOUND\nnpm error network request failed', exitCode: 1 }).exitCode).toBe(1);
    const unavailable = { ...JSON.parse(REFUSED.stdout), statusCode: 503, message: '503 Service Unavailable' };
    const failed = run({
      stdout: JSON.stringify(unavailable),
      stderr: 'npm warn audit 503 Service Unavailable\nnpm error audit endpoint returned an error',
      exitCode: 1,
    });
    expect(failed.exitCode).toBe(1);
    expect(failed.output).toContain('HTTP 503');
    expect(run({ stdout: '', stderr: '', exitCode: null }).exitCode).toBe(1);
  });
});
