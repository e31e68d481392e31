/**
 * The unit project's rule holds (tests/setup/unitGuard.ts, docs/testing.md): in a unit test,
 * starting a process or opening a port fails with the rule's name. Should the guard leave
 * the unit project's setupFiles, these fail.
 */
import childProcess, { execFileSync, spawn } from 'node:child_process';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { describe, expect, it } from 'vitest';

const RULE = /unit tests start no process and open no port \(docs\/testing\.md\)/;

describe('a unit test', () => {
  it('may not start a process: spawn throws, naming the rule', () => {
    expect(() => spawn(process.execPath, ['-e', '0'])).toThrow(RULE);
    expect(() => execFileSync(process.execPath, ['-e', '0'])).toThrow(RULE);
    for (const name of ['spawnSync', 'fork', 'exec', 'execSync', 'execFile'] as const) {
      expect(() => (childProcess[name] as (...args: unknown[]) => unknown)('true')).toThrow(RULE);
    }
  });

  it('may not open a port: listen throws for a net, an http and an https server, naming the rule', () => {
    expect(() => net.createServer().listen(0, '127.0.0.1')).toThrow(RULE);
    expect(() => http.createServer().listen(0, '127.0.0.1')).toThrow(RULE);
    expect(() => https.createServer().listen(0, '127.0.0.1')).toThrow(RULE);
  });
});
