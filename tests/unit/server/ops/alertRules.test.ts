/**
 * deploy/prometheus/alerts.yml only alerts on what exists: every metric its rules name is
 * one the server exports (or Prometheus and the blackbox exporter make), so a renamed metric
 * breaks this test rather than silencing an alert. (`npm run check:alerts` runs promtool.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { Metrics } from '../../../../server/ops/metrics';
import { anchorsOf } from '../../../docs/markdown';

interface Rule {
  alert: string;
  expr: string;
  annotations?: { summary?: string; runbook?: string };
}
const file = path.resolve(import.meta.dirname, '../../../../deploy/prometheus/alerts.yml');
const rules = (parse(readFileSync(file, 'utf8')) as { groups: { rules: Rule[] }[] }).groups.flatMap((group) => group.rules);
/** Made by Prometheus itself (`up`) and by the blackbox exporter probing /readyz. */
const NOT_OURS = new Set(['up', 'probe_success']);
const PROMQL_WORDS = new Set(['sum', 'by', 'rate', 'increase', 'changes', 'and', 'or', 'on', 'without']);

function metricNames(expr: string): string[] {
  const withoutLabels = expr
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, '')
    .replace(/\b\d[\d.]*(e\d+)?\b/g, '');
  return [...new Set(withoutLabels.match(/[a-z_][a-z0-9_]*/g) ?? [])].filter((word) => !PROMQL_WORDS.has(word));
}

describe('the alert rules', () => {
  it('cover readiness, 5xx, upstream errors by call, event-loop lag, RSS, restarts, the lead outbox (backlog, dead letters, full), the complaints and the rate-limit store', () => {
    expect(rules.map((rule) => rule.alert).sort()).toEqual(
      [
        'ZhimeiComplaintUndelivered',
        'ZhimeiDown',
        'ZhimeiEventLoopLag',
        'ZhimeiLeadDeadLetters',
        'ZhimeiLeadOutboxBacklog',
        'ZhimeiLeadOutboxFull',
        'ZhimeiMemory',
        'ZhimeiNotReady',
        'ZhimeiRateLimitStoreDown',
        'ZhimeiRestarting',
        'ZhimeiServerErrors',
        'ZhimeiUpstreamErrorsByCall',
      ].sort(),
    );
  });

  it('name only metrics the server exports', async () => {
    const exported = await new Metrics().registry.getMetricsAsJSON();
    const names = new Set(exported.map((metric) => metric.name));
    // A histogram's series carry suffixes of their own.
    for (const metric of exported) if (String(metric.type) === 'histogram') for (const suffix of ['_count', '_sum', '_bucket']) names.add(metric.name + suffix);
    for (const rule of rules) {
      for (const name of metricNames(rule.expr).filter((n) => !NOT_OURS.has(n))) expect(names, `${rule.alert}: ${name}`).toContain(name);
    }
  });

  it('each say what happened and point to sections of docs/operations.md that exist', () => {
    const operations = readFileSync(path.resolve(import.meta.dirname, '../../../../docs/operations.md'), 'utf8');
    for (const rule of rules) {
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
      expect(rule.annotations?.runbook, rule.alert).toMatch(/^docs\/operations\.md#/);
      for (const [, anchor] of rule.annotations!.runbook!.matchAll(/#([\w-]+)/g)) expect(anchorsOf(operations), `${rule.alert}: #${anchor}`).toContain(anchor);
    }
  });

  it('warn of memory before the production compose limit kills the container', () => {
    const compose = readFileSync(path.resolve(import.meta.dirname, '../../../../deploy/compose.production.yml'), 'utf8');
    const [, amount, unit] = /mem_limit: \$\{WEB_MEMORY_LIMIT:-(\d+)([kmg])\}/.exec(compose) ?? [];
    const limit = Number(amount) * 1024 ** ' kmg'.indexOf(unit!);
    const memory = rules.find((rule) => rule.alert === 'ZhimeiMemory')!;
    const threshold = Number(/process_resident_memory_bytes\{[^}]*\} > ([\d.e]+)/.exec(memory.expr)?.[1]);
    expect(threshold).toBeGreaterThan(0);
    expect(threshold).toBeLessThan(0.9 * limit);
  });
});
