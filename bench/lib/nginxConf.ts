/**
 * The image's nginx.conf, reduced to what the edge needs, for Debian's nginx on the host: the
 * master runs in the foreground with its pid, log and temporary files in `dir`, so a bench
 * or a test runs it beside any other nginx without root's paths. `http` is the rest of the
 * http context (the rendered templates' includes, a server of the caller's own).
 */
import path from 'node:path';

export function nginxConf(dir: string, workerConnections: number, http: string): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, `${name}-temp`)};`;
  return `daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections ${workerConnections}; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
${http}
}
`;
}
