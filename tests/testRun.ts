/**
 * The unit project's global setup: one token per run of the tests, the same in every worker,
 * so that what is done once per run (the build, tests/built.ts) is known to be done.
 */
import { randomUUID } from 'node:crypto';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    testRun: string;
  }
}

export default function setup(project: TestProject): void {
  project.provide('testRun', randomUUID());
  // In watch mode a rerun follows an edit: the build is checked again.
  project.onTestsRerun(() => project.provide('testRun', randomUUID()));
}
