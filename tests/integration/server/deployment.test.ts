import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEVELOPMENT_SIGNING_KEY, loadConfig } from '../../../server/config';
import { SERVER_NODE_OPTIONS } from '../../../server/ops/nodeOptions';
import { TEST_SIGNING_KEY } from '../../helpers';
import { LOGIN_SEAL_COOKIE } from '../../../server/security/loginSeal';
import { DEMO_MESSAGES } from '../../../shared/demos';
import { MESSAGES } from '../../../shared/messages';
import { envelope } from '../../../server/errors';
import { labelBanner } from '../../../build';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Service {
  extends?: { service: string; file?: string };
  scale?: number;
  image?: string;
  profiles?: string[];
  command: string[];
  entrypoint?: string[];
  environment: Record<string, string>;
  networks?: Record<string, { aliases?: string[] }>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ports?: string[];
  volumes?: string[];
  stop_grace_period?: string;
}
interface ComposeFile {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
}
const demoFile = parse(read('docker-compose.yml')) as ComposeFile;
const scaleFile = parse(read('deploy/compose.demo-scale.yml')) as ComposeFile;
/** A service as compose reads it: `extends` of the demo's shared definition `server` resolved (its mounts and variables merged). */
function resolved(service: Service): Service {
  if (!service.extends) return service;
  const parent = demoFile.services[service.extends.service]!;
  const { extends: _extends, ...own } = service;
  return { ...parent, ...own, environment: { ...parent.environment, ...own.environment }, volumes: [...(parent.volumes ?? []), ...(own.volumes ?? [])] };
}
/** The demo (docker-compose.yml alone): its services but the shared definition, never started itself (scale 0). */
const demo: ComposeFile = {
  volumes: demoFile.volumes,
  services: Object.fromEntries(
    Object.entries(demoFile.services)
      .filter(([, service]) => service.scale !== 0)
      .map(([name, service]) => [name, resolved(service)]),
  ),
};
/** The demo with its scale override (deploy/compose.demo-scale.yml) merged in, as `-f docker-compose.yml -f deploy/compose.demo-scale.yml`. */
const compose: ComposeFile = {
  volumes: { ...demoFile.volumes, ...scaleFile.volumes },
  services: { ...demo.services },
};
for (const [name, service] of Object.entries(scaleFile.services)) {
  const under = compose.services[name];
  compose.services[name] = under
    ? { ...under, ...service, environment: { ...under.environment, ...service.environment }, depends_on: { ...under.depends_on, ...service.depends_on } }
    : resolved(service);
}
const documentedVariables = new Set(
  read('.env.example')
    .split('\n')
    .map((line) => /^([A-Z_]+)=/.exec(line)?.[1])
    .filter(Boolean),
);

describe('docker-compose.yml', () => {
  it('runs web in front of the mock upstream, waiting for it to be healthy', () => {
    const { web, upstream } = demo.services;
    expect(web?.depends_on).toEqual({ upstream: { condition: 'service_healthy' } });
    expect(web?.ports).toContain('${WEB_PORT:-3000}:3000');
    expect(web?.environment.UPSTREAM_URL).toBe(`http://upstream:${upstream?.environment.PORT}`);
    expect(web?.healthcheck?.test.join(' ')).toContain('/healthz');
    expect(upstream?.healthcheck?.test.join(' ')).toContain(`127.0.0.1:${upstream?.environment.PORT}/healthz`);
  });

  it('starts every service of the image with node on files the build produces', () => {
    const ours = Object.values(compose.services).filter((s) => s.image?.includes('zhimei-open-platform:latest'));
    expect(ours.length).toBeGreaterThanOrEqual(3);
    for (const service of ours) {
      expect(service.command[0]).toBe('node');
      expect(existsSync(path.join(root, service.command[1]!)), service.command[1]).toBe(true);
    }
  });

  it('configures web only with variables the server reads', () => {
    for (const name of Object.keys(compose.services.web!.environment)) expect(documentedVariables, name).toContain(name);
  });

  it('runs the demo as development, which the server accepts, where the image would refuse its stand-ins as production', () => {
    for (const name of ['web', 'web-2']) {
      // What `docker compose up` passes with no variables set: each ${NAME:-default} as its default.
      const env = Object.fromEntries(
        Object.entries(compose.services[name]!.environment).map(([key, value]) => [key, String(value).replace(/\$\{\w+:-([^}]*)\}/g, '$1')]),
      );
      expect(env.NODE_ENV, name).toBe('development');
      expect(() => loadConfig(env), name).not.toThrow();
      expect(() => loadConfig({ ...env, NODE_ENV: 'production' }), name).toThrow(/AI_SIGNING_KEY, CONSOLE_URL/);
    }
  });

  it('offers a scale override (deploy/compose.demo-scale.yml): Redis and a second replica, both counting in it by themselves', () => {
    const { redis, 'web-2': replica, web } = compose.services;
    expect(redis?.healthcheck).toBeDefined();
    expect(replica?.environment.REDIS_URL).toBe('${REDIS_URL:-redis://redis:6379}');
    expect(web?.environment.REDIS_URL).toBe(replica?.environment.REDIS_URL);
    expect(replica?.environment).toEqual(web?.environment);
    expect(web?.depends_on).toEqual({ upstream: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
    expect(Object.keys(demo.services)).not.toContain('web-2');
  });

  it('publishes the site of each replica, never its metrics port', () => {
    for (const name of ['web', 'web-2']) {
      const { ports = [], environment } = compose.services[name]!;
      expect(
        ports.map((mapping) => mapping.split(':').at(-1)),
        name,
      ).toEqual([environment.PORT]);
      expect(environment.METRICS_PORT, name).not.toBe(environment.PORT);
    }
  });

  it('gives each replica longer than its drain, grace and final event before a kill', () => {
    for (const name of ['web', 'web-2']) {
      const { environment, stop_grace_period: period = '10s' } = compose.services[name]!;
      const killAfterMs = Number(/^(\d+)s$/.exec(period)?.[1]) * 1000;
      expect(killAfterMs, name).toBeGreaterThan(Number(environment.SHUTDOWN_DRAIN_MS) + Number(environment.SHUTDOWN_GRACE_MS) + 1000);
    }
  });

  it('keeps the intents on a named volume', () => {
    expect(compose.services.upstream?.volumes).toEqual(['intents:/app/data']);
    expect(Object.keys(compose.volumes)).toContain('intents');
  });

  it('gives each server replica a lead outbox of its own: its DATA_DIR on a named volume no other service mounts', () => {
    const servers = Object.entries(compose.services).filter(([, service]) => service.command?.includes('dist/server/index.js'));
    expect(servers.map(([name]) => name).sort()).toEqual(['web', 'web-2']);
    const mounts = servers.map(([, service]) => service.volumes?.find((volume) => volume.endsWith(`:${service.environment.DATA_DIR}`)));
    for (const mount of mounts) expect(Object.keys(compose.volumes)).toContain(mount?.split(':')[0]);
    const everyMount = Object.values(compose.services)
      .flatMap((service) => service.volumes ?? [])
      .map((volume) => volume.split(':')[0]);
    for (const mount of mounts) expect(everyMount.filter((name) => name === mount?.split(':')[0])).toHaveLength(1);
  });
});

describe('the edge: nginx in front of the replicas (profile "edge", deploy/nginx/)', () => {
  const edge = compose.services.edge!;
  // The locations (a template: the published pages' directory) and the origin's answers they pass on to.
  const site = `${read('deploy/nginx/site.conf.template')}\n${read('deploy/nginx/origin.conf')}`;
  const templates = ['deploy/nginx/edge.conf.template', 'deploy/nginx/edge-tls.conf.template', 'deploy/nginx/site.conf.template'].map(read);

  it('is nginx in its own profile, published on EDGE_PORT (8080) and EDGE_TLS_PORT (8443), once web is healthy', () => {
    expect(compose.services.edge).toBe(demo.services.edge);
    expect(edge.profiles).toEqual(['edge']);
    expect(edge.image).toBe('nginx:stable-bookworm');
    expect(edge.ports).toEqual(['${EDGE_PORT:-8080}:80', '${EDGE_TLS_PORT:-8443}:443']);
    expect(edge.depends_on).toEqual({ web: { condition: 'service_healthy' } });
  });

  it('takes its configuration from deploy/nginx, filled in at start by start.sh, and its certificate from EDGE_TLS_DIR', () => {
    expect(edge.volumes).toContain('./deploy/nginx:/etc/nginx/zhimei:ro');
    expect(edge.volumes).toContain('${EDGE_TLS_DIR:-./deploy/nginx/tls}:/etc/nginx/tls:ro');
    expect(edge.entrypoint).toEqual(['/bin/sh', '/etc/nginx/zhimei/start.sh']);
    expect(existsSync(path.join(root, 'deploy/nginx/start.sh'))).toBe(true);
    expect(edge.environment.EDGE_TLS_CERT).toMatch(/^\$\{EDGE_TLS_CERT:-\/etc\/nginx\/tls\//);
    expect(edge.environment.EDGE_TLS_KEY).toMatch(/^\$\{EDGE_TLS_KEY:-\/etc\/nginx\/tls\//);
  });

  it('fills in every name the templates use, and start.sh knows no other', () => {
    const used = new Set(templates.flatMap((text) => [...text.matchAll(/\$\{(EDGE_\w+)\}/g)].map((m) => m[1])));
    const filled = /^names="([^"]+)"$/m.exec(read('deploy/nginx/start.sh'))?.[1]?.split(' ');
    expect([...used].sort()).toEqual([...(filled ?? [])].sort());
  });

  it('serves the pages every replica publishes: one volume, written at their PUBLISH_DIR, read-only in the edge where start.sh looks', () => {
    for (const name of ['web', 'web-2']) {
      const service = compose.services[name]!;
      expect(service.volumes, name).toContain(`published-pages:${service.environment.PUBLISH_DIR}`);
    }
    expect(edge.volumes).toContain('published-pages:/var/lib/zhimei/published:ro');
    expect(read('deploy/nginx/start.sh')).toContain(': "${EDGE_PUBLISH_DIR:=/var/lib/zhimei/published}"');
  });

  it('has a health check of nginx itself, not of a replica', () => {
    expect(edge.healthcheck?.test.join(' ')).toContain('/edge-healthz');
    expect(read('deploy/nginx/health.conf')).toMatch(/location = \/edge-healthz \{[^}]*return 200/);
  });

  it('answers for the demo’s names and its compose service name, which another container asks it by', () => {
    expect(edge.environment.EDGE_SERVER_NAMES).toBe('${EDGE_SERVER_NAMES:-localhost 127.0.0.1 edge}');
  });

  it('reaches every running replica by one name, the port web listens on', () => {
    for (const name of ['web', 'web-2']) expect(compose.services[name]?.networks?.default?.aliases, name).toContain('origin');
    expect(edge.environment.EDGE_ORIGIN).toBe(`origin:${compose.services.web!.environment.PORT}`);
    expect(compose.services.web!.environment.TRUST_PROXY).toBe('${TRUST_PROXY:-}');
  });

  it('passes a request on to the next replica when its connection is refused or unanswered in 2 s, a POST only when it was never sent', () => {
    expect(site).toMatch(/^proxy_connect_timeout 2s;$/m);
    expect(site).toMatch(/^proxy_next_upstream error timeout;$/m);
    expect(site).not.toMatch(/^\s*proxy_next_upstream[^;]*non_idempotent/m);
  });

  it('keys the cache on scheme, host, URI and the negotiated encoding, and bypasses it for a session the server sealed (not for the bare login flag)', () => {
    expect(site).toContain('proxy_cache_key "$scheme://$host$request_uri|$edge_encoding";');
    expect(site).toContain('proxy_set_header Accept-Encoding $edge_encoding;');
    expect(templates[0]).toContain(`map $cookie_${LOGIN_SEAL_COOKIE} $edge_personal`);
    expect(site).toContain('proxy_cache_bypass $edge_personal;');
    expect(site).toContain('proxy_no_cache $edge_personal;');
    expect(site).toContain('proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;');
    expect(site).toContain('proxy_cache_background_update on;');
    // What the origin allows, nothing more: no lifetime of nginx's own, no header ignored.
    expect(site).not.toMatch(/proxy_cache_valid|proxy_ignore_headers/);
  });

  it('never caches /api or /log, and streams the chat unbuffered', () => {
    const block = (location: string) => new RegExp(`location ${location.replace(/[/.]/g, '\\$&')} \\{([^}]*)\\}`).exec(site)?.[1] ?? '';
    for (const location of ['/api/', '= /log', '= /api/manage/user/intention/submit', '/api/manage/html/aiAsk/stream/']) {
      expect(block(location), location).toContain('proxy_cache off;');
    }
    const stream = block('/api/manage/html/aiAsk/stream/');
    expect(stream).toContain('proxy_buffering off;');
    expect(site).toContain('proxy_http_version 1.1;');
    expect(site).toContain('proxy_set_header Connection "";');
    expect(Number(/proxy_read_timeout (\d+)s;/.exec(stream)?.[1])).toBeGreaterThan(30);
  });

  it('forwards the client IP and scheme, and leaves compression to the server', () => {
    expect(site).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(site).toContain('proxy_set_header X-Real-IP $remote_addr;');
    expect(site).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
    expect(site).toMatch(/^gzip off;$/m);
  });

  it("answers with the server's envelope and words when no replica can take an API call or a lead", () => {
    expect(site).toContain(`return 503 '${JSON.stringify(envelope(503, MESSAGES.unreachable))}';`);
    expect(site).toContain(`return 503 '${JSON.stringify(envelope(503, MESSAGES.leadNotStored))}';`);
    expect(site).toMatch(/location = \/api\/manage\/user\/intention\/submit \{[^}]*@lead_unavailable/);
  });

  it("lets 语音识别's 5 MB uploads through to the server, and answers a larger one with the server's envelope and words", () => {
    expect(site).toMatch(/location = \/api\/demo\/asr \{[^}]*client_max_body_size 6m;[^}]*error_page 413 @audio_too_large;/);
    expect(site).toMatch(/location = \/product\/ASR\.html \{[^}]*client_max_body_size 6m;/);
    expect(site).toContain(`return 413 '${JSON.stringify(envelope(413, DEMO_MESSAGES.audioTooLarge))}';`);
  });

  it('serves HTTPS with HTTP/2 as nginx 1.22 spells it', () => {
    expect(templates[1]).toMatch(/listen \$\{EDGE_TLS_LISTEN\} ssl http2/);
    // (the comments may name the directive of 1.25.1+; no line sets it)
    expect(templates.join('\n')).not.toMatch(/^[^#\n]*http2 on;/m);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it('builds in stages and ships production dependencies only, as a non-root user', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(3);
    expect(dockerfile).toContain('npm prune --omit=dev');
    expect(dockerfile).toContain('RUN npm run build');
    expect(dockerfile).toMatch(/^ENV NODE_ENV=production$/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n?.*\/healthz/m);
  });

  it('gives the runtime user a private /app/data for the lead outbox', () => {
    expect(dockerfile).toContain('chown node:node /app/data && chmod 700 /app/data');
  });

  it('gives the runtime user /app/assets-archive, which a new asset-archive volume takes its owner from', () => {
    expect(dockerfile).toContain('chown node:node /app/assets-archive');
  });

  it('writes BUILD_LABEL as a comment atop every client script, nothing without it, and refuses one that could end the comment', () => {
    expect(labelBanner(undefined)).toBeUndefined();
    expect(labelBanner(' ')).toBeUndefined();
    expect(labelBanner('containers-next')).toEqual({ js: '/*! containers-next */' });
    expect(() => labelBanner('x */ alert(1) /*')).toThrow(/BUILD_LABEL must be/);
  });

  it('passes BUILD_LABEL to the build only, after the dependencies are installed', () => {
    expect(dockerfile).toMatch(/^ARG BUILD_LABEL=\nRUN npm run build$/m);
    expect(dockerfile.indexOf('ARG BUILD_LABEL')).toBeGreaterThan(dockerfile.indexOf('RUN npm ci'));
  });

  it('starts node directly so SIGTERM reaches the server', () => {
    expect(dockerfile).toMatch(/^CMD \["node", "dist\/server\/index\.js"\]$/m);
    expect(dockerfile).not.toMatch(/CMD \["npm"/);
  });

  it("runs node with the server's V8 options, as `npm start` and the bench do", () => {
    expect(dockerfile.split('\n')).toContain(`ENV NODE_OPTIONS=${SERVER_NODE_OPTIONS.join(' ')}`);
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts.start).toContain(`node ${SERVER_NODE_OPTIONS.join(' ')} dist/server/index.js`);
  });
});

describe('the client bundles', () => {
  it('contain no signing key', () => {
    const dir = path.join(root, 'dist', 'client', 'assets');
    const files = readdirSync(dir);
    expect(files.some((f) => f.startsWith('entry-'))).toBe(true);
    for (const file of files) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      expect(text, file).not.toContain(DEVELOPMENT_SIGNING_KEY);
      expect(text, file).not.toContain(TEST_SIGNING_KEY);
      expect(text, file).not.toContain('AI_SIGNING_KEY');
    }
  });
});
