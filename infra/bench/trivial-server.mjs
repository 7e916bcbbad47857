// The load generator's headroom check (docs/benchmarks.md, "The load generator"): Debian's nginx,
// one worker process, answering two bytes from memory. It is far cheaper per request than any Node
// server, so the rate wrk drives it at is a floor on what wrk itself can send: when that goes well
// past every figure compared, those figures measured the servers, not wrk.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onServerCore } from './cores.mjs';

const freePort = () =>
  new Promise((resolvePromise) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePromise(port));
    });
  });

/**
 * Starts nginx (installing Debian's nginx-light when missing), on the servers' core when `pinned`;
 * returns its base URL and a stop.
 */
export async function startTrivialServer(root, { pinned = false } = {}) {
  execFileSync('bash', ['-c', 'command -v nginx >/dev/null || { source infra/local/lib.sh && ensure_apt nginx-light; }'], { cwd: root, stdio: 'inherit' });
  const dir = mkdtempSync(join(tmpdir(), 'renewed-trivial-'));
  const port = await freePort();
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    location / { default_type text/plain; return 200 "ok"; }
  }
}
`,
  );
  const args = ['-c', join(dir, 'nginx.conf'), '-p', dir];
  const child = spawn(...onServerCore('nginx', args, pinned), { stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {
      if (i > 100 || child.exitCode !== null) throw new Error(`nginx did not start (see ${dir}/error.log)`);
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  return {
    base,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
