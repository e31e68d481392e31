/**
 * Issue 29, production as its own compose file (deploy/compose.production.yml, with
 * deploy/compose.scale.yml and deploy/compose.edge.yml over it): no mock, every documented
 * setting from .env, required ones refused by compose itself, hardened containers; and the
 * demo's two replicas (deploy/compose.demo-scale.yml over docker-compose.yml) configured
 * alike. The container test runs them for real.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FILED_ENV } from '../../../bench/lib/processes';
import { parse } from 'yaml';
import { loadConfig } from '../../../server/config';

interface Service {
  extends?: { service: string; file?: string };
  image?: string;
  cap_add?: string[];
  networks?: Record<string, { aliases?: string[] }>;
  environment?: Record<string, string>;
  read_only?: boolean;
  tmpfs?: string[];
  cap_drop?: string[];
  security_opt?: string[];
  mem_limit?: string;
  cpus?: string | number;
  logging?: { driver: string; options: Record<string, string> };
  restart?: string;
  scale?: number;
  ports?: string[];
  volumes?: string[];
}
const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const production = parse(read('deploy/compose.production.yml'), { merge: true }) as { services: Record<string, Service> };
const scale = parse(read('deploy/compose.scale.yml'), { merge: true }) as { services: Record<string, Service> };
const edgeFile = parse(read('deploy/compose.edge.yml'), { merge: true }) as { services: Record<string, Service>; volumes?: Record<string, unknown> };
const demo = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service> };
const demoScale = parse(read('deploy/compose.demo-scale.yml'), { merge: true }) as { services: Record<string, Service> };
const base = production.services.server!;
const documented = read('.env.example')
  .split('\n')
  .map((line) => /^([A-Z_]+)=/.exec(line)?.[1])
  .filter((name): name is string => Boolean(name));
/** A production .env's required values, as an operator fills them in. */
const REQUIRED_VALUES: Record<string, string> = {
  SITE_URL: 'https://www.example.com',
  UPSTREAM_URL: 'https://api.example.com',
  CONSOLE_URL: 'https://console.example.com',
  AI_SIGNING_KEY: 'a-key-of-its-own-0123456789',
  ...FILED_ENV,
};
const hasCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;

describe('the production compose file', () => {
  it('runs the site alone: no mock upstream, NODE_ENV production, every replica from one shared definition', () => {
    expect(Object.keys(production.services).sort()).toEqual(['server', 'web']);
    expect(base.scale).toBe(0);
    expect(production.services.web).toMatchObject({ extends: { service: 'server' }, scale: 1, volumes: ['leads-web:/app/data'] });
    expect(base.environment?.NODE_ENV).toBe('production');
  });

  it('passes every variable .env.example documents through to the server (the mock’s own aside)', () => {
    const passed = Object.keys(base.environment ?? {});
    for (const name of documented.filter((n) => !n.startsWith('MOCK_') && n !== 'NODE_ENV')) expect(passed, name).toContain(name);
  });

  it('has compose refuse to start without each required value, naming it', () => {
    for (const name of Object.keys(REQUIRED_VALUES)) expect(base.environment?.[name], name).toMatch(new RegExp(`^\\$\\{${name}:\\?${name} must be set`));
  });

  it('leaves nothing else required: every other variable unset (empty) takes the server’s default', () => {
    const env: Record<string, string> = Object.fromEntries(Object.keys(base.environment ?? {}).map((name) => [name, '']));
    Object.assign(env, REQUIRED_VALUES, { NODE_ENV: 'production', DATA_DIR: '/app/data' });
    const config = loadConfig(env);
    expect(config.rateLimits.intentsPerMinute).toBe(5);
    expect(config.aiUpstreamUrl).toBe('https://api.example.com');
    expect(config.site.filings.icpNumber).toBe('京ICP备12345678号-1');
  });

  it('runs hardened: read-only root with /tmp in memory, no capabilities, no new privileges, limits, rotated logs, restarts', () => {
    expect(base).toMatchObject({ read_only: true, tmpfs: ['/tmp'], cap_drop: ['ALL'], security_opt: ['no-new-privileges:true'], restart: 'unless-stopped' });
    expect(base.mem_limit).toBeTruthy();
    expect(base.cpus).toBeTruthy();
    expect(base.logging).toMatchObject({ driver: 'json-file', options: { 'max-size': expect.any(String), 'max-file': expect.any(String) } });
  });

  it('gives both replicas of the scale override the same Redis by itself, and each its own port and lead outbox', () => {
    const { web, 'web-2': second, redis } = scale.services;
    expect(web?.environment?.REDIS_URL).toBe('${REDIS_URL:-redis://redis:6379}');
    expect(second?.environment?.REDIS_URL).toBe('${REDIS_URL:-redis://redis:6379}');
    expect(second).toMatchObject({ extends: { file: 'deploy/compose.production.yml', service: 'server' }, scale: 1, volumes: ['leads-web-2:/app/data'] });
    expect(second?.ports).toEqual(['127.0.0.1:${WEB_2_PORT:-3001}:3000']);
    expect(redis).toBeDefined();
  });

  it('publishes the replicas on the host’s loopback only: with TRUST_PROXY set, a client reaching one directly would choose its own address', () => {
    const published = [production, scale].flatMap((file) =>
      Object.entries(file.services).flatMap(([name, service]) => (service.ports ?? []).map((port) => ({ name, port }))),
    );
    expect(published.map((p) => p.name).sort()).toEqual(['web', 'web-2']);
    for (const { name, port } of published) expect(port, name).toMatch(/^127\.0\.0\.1:/);
  });

  it('gives every replica the one asset archive, the published pages the edge serves, and the alias the edge reaches them by', () => {
    expect(base.environment?.ASSETS_ARCHIVE_DIR).toBe('/app/assets-archive');
    expect(base.environment?.PUBLISH_DIR).toBe('/app/published');
    expect(base.volumes).toEqual(['assets-archive:/app/assets-archive', 'published-pages:/app/published']);
    expect(base.networks?.default?.aliases).toEqual(['origin']);
  });
});

describe('the production edge (deploy/compose.edge.yml)', () => {
  const edge = edgeFile.services.edge!;

  it('puts nginx from deploy/nginx in front of the replicas’ alias, once web is healthy', () => {
    expect(Object.keys(edgeFile.services)).toEqual(['edge']);
    expect(edge.environment?.EDGE_ORIGIN).toBe('origin:3000');
    expect(edge.volumes).toContain('./deploy/nginx:/etc/nginx/zhimei:ro');
  });

  it('serves the pages the replicas publish, from their volume, read-only', () => {
    expect(edge.volumes).toContain('published-pages:/var/lib/zhimei/published:ro');
    expect(Object.keys(edgeFile.volumes ?? {})).toContain('published-pages');
  });

  it('answers for SITE_URL’s host unless EDGE_SERVER_NAMES names the site’s names, and refuses every other', () => {
    expect(edge.environment?.EDGE_SERVER_NAMES).toBe('${EDGE_SERVER_NAMES:-}');
    expect(edge.environment?.EDGE_SITE_URL).toMatch(/^\$\{SITE_URL:\?SITE_URL must be set/);
  });

  it('runs hardened like the replicas: read-only root, only the capabilities nginx’s master needs, limits, rotated logs, restarts', () => {
    expect(edge).toMatchObject({ read_only: true, cap_drop: ['ALL'], security_opt: ['no-new-privileges:true'], restart: 'unless-stopped' });
    expect(edge.cap_add?.sort()).toEqual(['CHOWN', 'NET_BIND_SERVICE', 'SETGID', 'SETUID']);
    expect(edge.tmpfs).toEqual(expect.arrayContaining(['/run', '/etc/nginx/conf.d', '/var/cache/nginx', '/var/lib/nginx']));
    expect(edge.mem_limit).toBeTruthy();
    expect(edge.cpus).toBeTruthy();
    expect(edge.logging).toMatchObject({ driver: 'json-file', options: { 'max-size': expect.any(String), 'max-file': expect.any(String) } });
  });
});

describe('the demo’s two replicas (deploy/compose.demo-scale.yml over docker-compose.yml)', () => {
  it('has no scale profile left in docker-compose.yml: its one replica counts in memory unless REDIS_URL is given', () => {
    expect(Object.keys(demo.services).sort()).toEqual(['edge', 'server', 'upstream', 'web']);
    expect(demo.services.server?.environment?.REDIS_URL).toBe('${REDIS_URL:-}');
  });

  it('gives both replicas the same REDIS_URL by itself, and Redis', () => {
    const { web, 'web-2': second, redis } = demoScale.services;
    expect(web?.environment?.REDIS_URL).toBe('${REDIS_URL:-redis://redis:6379}');
    expect(second?.environment?.REDIS_URL).toBe(web?.environment?.REDIS_URL);
    expect(redis?.image).toBe('redis:7-bookworm');
  });

  it('builds web-2 from the same definition as web, with its own port and lead outbox', () => {
    const second = demoScale.services['web-2'];
    expect(demo.services.web?.extends).toEqual({ service: 'server' });
    expect(second).toMatchObject({
      extends: { file: 'docker-compose.yml', service: 'server' },
      ports: ['${WEB_2_PORT:-3001}:3000'],
      volumes: ['leads-web-2:/app/data'],
    });
    expect(demo.services.server?.volumes).toEqual(['assets-archive:/app/assets-archive', 'published-pages:/app/published']);
  });
});

describe.skipIf(!hasCompose)('docker-compose reading the production file (skipped: no docker-compose here)', () => {
  const compose = (envFile: string, ...files: string[]) =>
    spawnSync('docker-compose', [...files.flatMap((f) => ['-f', f]), '--project-directory', '.', '--env-file', envFile, 'config'], {
      cwd: root,
      encoding: 'utf8',
    });
  const envFile = (values: Record<string, string>) => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'zhimei-env-')), '.env');
    writeFileSync(
      file,
      Object.entries(values)
        .map(([k, v]) => `${k}=${v}`)
        .join('\n'),
    );
    return file;
  };
  const full = { ...REQUIRED_VALUES, RATE_LIMIT_INTENTS_PER_MIN: '2' };

  it('refuses to start without AI_SIGNING_KEY, and names it', () => {
    const withoutKey: Record<string, string> = { ...full };
    delete withoutKey.AI_SIGNING_KEY;
    const answer = compose(envFile(withoutKey), 'deploy/compose.production.yml');
    expect(answer.status).not.toBe(0);
    expect(answer.stderr).toContain('AI_SIGNING_KEY must be set in .env');
  });

  it('gives the demo’s web and web-2 the same REDIS_URL with none in the environment, and the same settings but port and outbox', () => {
    const answer = spawnSync('docker-compose', ['-f', 'docker-compose.yml', '-f', 'deploy/compose.demo-scale.yml', 'config'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, REDIS_URL: '' },
    });
    expect(answer.status, answer.stderr).toBe(0);
    const { web, 'web-2': second } = (parse(answer.stdout) as { services: Record<string, Service> }).services;
    expect(web?.environment?.REDIS_URL).toBe('redis://redis:6379');
    expect(second?.environment).toEqual(web?.environment);
    expect(second?.networks).toEqual(web?.networks);
  });

  it('publishes nothing but the edge beyond the host’s loopback once compose has merged the three production files', () => {
    const answer = compose(envFile(full), 'deploy/compose.production.yml', 'deploy/compose.scale.yml', 'deploy/compose.edge.yml');
    expect(answer.status, answer.stderr).toBe(0);
    const services = (parse(answer.stdout) as { services: Record<string, { ports?: Array<string | { host_ip?: string; published?: string | number }> }> })
      .services;
    const open = Object.entries(services).flatMap(([name, service]) =>
      (service.ports ?? []).filter((port) => (typeof port === 'string' ? !port.startsWith('127.0.0.1:') : port.host_ip !== '127.0.0.1')).map(() => name),
    );
    expect([...new Set(open)]).toEqual(['edge']);
  });

  it('hands the .env values to the server, RATE_LIMIT_INTENTS_PER_MIN=2 and the filing number among them', () => {
    const answer = compose(envFile(full), 'deploy/compose.production.yml', 'deploy/compose.scale.yml');
    expect(answer.status, answer.stderr).toBe(0);
    const config = parse(answer.stdout) as { services: Record<string, Service> };
    for (const name of ['web', 'web-2']) {
      expect(config.services[name]?.environment).toMatchObject({
        RATE_LIMIT_INTENTS_PER_MIN: '2',
        ICP_NUMBER: '京ICP备12345678号-1',
        REDIS_URL: 'redis://redis:6379',
      });
    }
  });
});
