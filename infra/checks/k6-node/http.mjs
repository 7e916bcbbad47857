// Stand-in for `k6/http`: requests are synchronous in k6, so each one runs in a short child Node
// process (fetch) while this one waits; the response carries status and body like k6's.
import { execFileSync } from 'node:child_process';

const FETCH = `let input = '';
process.stdin.on('data', (chunk) => (input += chunk)).on('end', async () => {
  const { method, url, body, headers } = JSON.parse(input);
  try {
    const response = await fetch(url, { method, headers, body: body ?? undefined });
    process.stdout.write(JSON.stringify({ status: response.status, body: await response.text() }));
  } catch (error) {
    process.stdout.write(JSON.stringify({ status: 0, body: String(error) }));
  }
});`;

export function request(method, url, body = null, params = {}) {
  const headers = params.headers ?? {};
  const output = execFileSync(process.execPath, ['-e', FETCH], {
    input: JSON.stringify({ method, url, body, headers }),
    encoding: 'utf8',
  });
  const response = JSON.parse(output);
  globalThis.__k6Record.calls.push({ method, url, headers, body, tags: params.tags, status: response.status });
  return response;
}

export function post(url, body, params) {
  return request('POST', url, body, params);
}

export function get(url, params) {
  return request('GET', url, null, params);
}

export default { request, post, get };
