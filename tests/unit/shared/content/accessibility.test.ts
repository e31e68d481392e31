/** 无障碍声明's data (shared/content/accessibility.ts): each check it names is a test that runs, and the statement is dated. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { accessibilityStatement } from '../../../../shared/content/accessibility';

const ROOT = path.resolve(fileURLToPath(import.meta.url), '../../../../..');

describe('the 无障碍声明’s data', () => {
  it('names, for every check, test files of the repository that exist', () => {
    for (const check of accessibilityStatement.checks) {
      expect(check.tests.length, check.title).toBeGreaterThan(0);
      for (const file of check.tests) {
        expect(file, check.title).toMatch(/^tests\/(unit|integration|browser)\/.+\.test\.tsx?$/);
        expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
      }
    }
  });

  it('aims at GB/T 37668-2019 第二级, mapped to WCAG 2.1 AA, and is dated with a real calendar day', () => {
    const { standard, level, wcag, reviewedOn } = accessibilityStatement;
    expect(`${standard} ${level} ${wcag}`).toMatch(/^GB\/T 37668-2019.* 第二级 WCAG 2\.1 AA级$/);
    expect(new Date(`${reviewedOn}T00:00:00Z`).toISOString().startsWith(reviewedOn)).toBe(true);
  });
});
