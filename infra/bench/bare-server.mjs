// The bare-Node baseline of the gateway bench, in its own process (docs/benchmarks.md, "The
// baseline"): a plain `node:http` server that answers each captured request with the very status,
// headers and bytes the gateway sent for it. Started by gateway.mjs as
// `node infra/bench/bare-server.mjs <answers.json>`; prints `listening <port>` once it accepts.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/** [{ path, acceptEncoding, status, rawHeaders, body (base64) }], as gateway.mjs captured them. */
const captured = JSON.parse(readFileSync(process.argv[2], 'utf8'));

/** Headers Node writes itself; everything else (CSP, nosniff, ETag, Vary, encoding...) goes out as captured. */
const NODE_WRITES = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

const answers = new Map();
for (const answer of captured) {
  const body = Buffer.from(answer.body, 'base64');
  const headers = [];
  for (let i = 0; i < answer.rawHeaders.length; i += 2) {
    if (!NODE_WRITES.has(answer.rawHeaders[i].toLowerCase())) headers.push(answer.rawHeaders[i], answer.rawHeaders[i + 1]);
  }
  headers.push('content-length', String(body.length));
  answers.set(`${answer.path}\n${answer.acceptEncoding}`, { status: answer.status, headers, body });
}

const server = createServer((request, response) => {
  const answer = answers.get(`${request.url}\n${request.headers['accept-encoding'] ?? ''}`);
  if (!answer) {
    response.writeHead(404, ['content-length', '0']);
    response.end();
    return;
  }
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
});
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => process.exit(0));
