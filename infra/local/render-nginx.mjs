// Renders infra/docker/nginx.conf.template for a local, non-Docker nginx (Debian's), the way the
// official nginx image renders it with envsubst, and wraps it in a complete nginx.conf whose pid,
// logs and temp files live in a state folder (docs/architecture.md, "Production topology").
//   node infra/local/render-nginx.mjs <state dir>
// with API_UPSTREAM (one host:port, or a comma-separated list: one `server` line each),
// NGINX_PORT and WEB_ROOT in the environment. Writes <state dir>/nginx.conf.
// Only the template's own variables are substituted, so nginx's $uri, $host... stay as they are.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const TEMPLATE = join(root, 'infra/docker/nginx.conf.template');
const VARIABLES = ['API_UPSTREAM', 'NGINX_PORT', 'WEB_ROOT'];
/** Debian's libnginx-mod-http-brotli-filter and -static; used when installed. */
const BROTLI_MODULES = [
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
];

export function renderServer(template, environment) {
  const missing = VARIABLES.filter((name) => !environment[name]);
  if (missing.length > 0) throw new Error(`render-nginx: set ${missing.join(', ')}`);
  const upstreams = environment.API_UPSTREAM.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return template
    .split('\n')
    .flatMap((line) =>
      // One `server` line per api process, each with the line's own parameters.
      line.includes('${API_UPSTREAM}') ? upstreams.map((upstream) => line.replace('${API_UPSTREAM}', upstream)) : [line],
    )
    .join('\n')
    .replace(/\$\{(NGINX_PORT|WEB_ROOT)\}/g, (_match, name) => environment[name]);
}

export function renderMain(server, stateDir, { brotli }) {
  const temp = (name) => join(stateDir, 'nginx-temp', name);
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(temp(name), { recursive: true });
  // The template's `gzip_static off` (where sub_filter edits the page) must hold for brotli too.
  const withBrotli = brotli
    ? server
        .replace(/gzip_static off;/g, 'gzip_static off;\n    brotli_static off;')
        .replace(/gzip off;/g, 'gzip off;\n    brotli off;')
    : server;
  // The template logs where the official image does; here, to the state folder.
  const body = withBrotli.replaceAll('/var/log/nginx/access.log', join(stateDir, 'nginx-access.log'));
  return [
    '# Rendered by infra/local/render-nginx.mjs from infra/docker/nginx.conf.template; do not edit.',
    ...(brotli ? BROTLI_MODULES.map((path) => `load_module ${path};`) : []),
    // Run as root (a container or CI), the workers would switch to an unprivileged user that cannot
    // write the state folder; as anyone else nginx ignores `user`.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    'daemon off;',
    `pid ${join(stateDir, 'nginx-master.pid')};`,
    `error_log ${join(stateDir, 'nginx-error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  sendfile on;',
    `  client_body_temp_path ${temp('body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    ...(brotli
      ? [
          '  brotli on;',
          '  brotli_static on;',
          '  brotli_comp_level 5;',
          '  brotli_min_length 256;',
          '  brotli_types text/css application/javascript text/javascript application/json image/svg+xml text/plain;',
        ]
      : []),
    body,
    '}',
    '',
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const stateDir = resolve(process.argv[2] ?? '');
  if (!process.argv[2]) {
    console.error('usage: node infra/local/render-nginx.mjs <state dir>');
    process.exit(2);
  }
  const brotli = process.env.NGINX_BROTLI !== 'off' && BROTLI_MODULES.every((path) => existsSync(path));
  const server = renderServer(readFileSync(TEMPLATE, 'utf8'), process.env);
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(join(stateDir, 'nginx.conf'), renderMain(server, stateDir, { brotli }));
  console.log(brotli ? 'brotli' : 'gzip');
}
