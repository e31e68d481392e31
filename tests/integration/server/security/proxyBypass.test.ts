/**
 * Issue 34 item 6: with TRUST_PROXY a hop count, a client that reaches a replica's port
 * around the proxy chooses its own address with X-Forwarded-For. The replica cannot see the
 * port's exposure at start-up, but it can see a request from another host that the proxy did
 * not write that header on, and says so in its log, once.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { Writable } from 'node:stream';
import type { Request, Response } from 'express';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { proxyBypassWarning } from '../../../../server/security/proxyBypass';
import { testApp } from '../../../helpers';

/** An IPv4 address of this machine other than loopback, if it has one. */
const hostAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((address) => address?.family === 'IPv4' && !address.internal)?.address;

function warnings() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}

/** A request as Express hands it on, from ADDRESS, with the headers given. */
const from = (address: string, headers: Record<string, string> = {}, path = '/about.html') =>
  ({ headers, path, socket: { remoteAddress: address } }) as unknown as Request;

function send(middleware: ReturnType<typeof proxyBypassWarning>, req: Request): boolean {
  let passed = false;
  middleware(req, {} as Response, () => (passed = true));
  return passed;
}

describe('the warning that a replica is reached without the proxy', () => {
  it('says so once, naming the fix, when a request from another host has no X-Forwarded-For, and passes every request on', () => {
    const { logger, lines } = warnings();
    const middleware = proxyBypassWarning(logger);
    expect(send(middleware, from('203.0.113.7'))).toBe(true);
    expect(send(middleware, from('198.51.100.9'))).toBe(true);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as { level: number; msg: string };
    expect(line.level).toBe(40);
    expect(line.msg).toMatch(/^reached without the proxy: .*X-Forwarded-For.*127\.0\.0\.1.*TRUST_PROXY/);
    expect(lines[0]).not.toContain('203.0.113.7');
  });

  it('stays silent for what the proxy sent, for the host itself, and for health probes', () => {
    const { logger, lines } = warnings();
    const middleware = proxyBypassWarning(logger);
    send(middleware, from('172.18.0.5', { 'x-forwarded-for': '203.0.113.7' }));
    send(middleware, from('127.0.0.1'));
    send(middleware, from('::ffff:127.0.0.1'));
    send(middleware, from('::1'));
    send(middleware, from('10.0.0.2', {}, '/healthz'));
    send(middleware, from('10.0.0.2', {}, '/readyz'));
    expect(lines).toEqual([]);
  });

  it.skipIf(!hostAddress)(
    `is on only while TRUST_PROXY is a hop count: a list of the proxy’s addresses trusts no one else (${hostAddress ?? 'skipped: this machine has no address but loopback'})`,
    async () => {
      for (const [trustProxy, expected] of [
        ['1', 1],
        ['127.0.0.1', 0],
        ['', 0],
      ] as const) {
        const { logger, lines } = warnings();
        const server = http.createServer(testApp({ TRUST_PROXY: trustProxy }, { logger }));
        await new Promise<void>((resolve) => server.listen(0, hostAddress, resolve));
        const { port } = server.address() as AddressInfo;
        // To this machine's own address, so the server sees a peer that is not loopback.
        const status = await new Promise<number>((resolve, reject) =>
          http
            .get({ host: hostAddress, port, path: '/robots.txt', agent: false }, (res) => res.resume().on('end', () => resolve(res.statusCode ?? 0)))
            .on('error', reject),
        );
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        expect(status).toBe(200);
        expect(
          lines.filter((line) => line.includes('reached without the proxy')),
          `TRUST_PROXY=${trustProxy}`,
        ).toHaveLength(expected);
      }
    },
  );
});
