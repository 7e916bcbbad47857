// Runs a k6 script (infra/k6/<name>.js) under Node, for tests: k6's modules are replaced by the
// small stand-ins in this folder, which send real HTTP requests (synchronously, as k6 does) and
// record every request, response status and check. k6 itself is a Go binary that cannot be
// installed from npm; this lets the suite run the scripts' own code against a real API.
//   K6_ENV='{"BASE_URL":"http://127.0.0.1:8080"}' node infra/checks/k6-node/run.mjs <script.js> <iterations>
// Prints one JSON object: { calls: [{ method, url, status, headers }], checks: [{ name, passed }] }.
import { readFileSync } from 'node:fs';
import { register } from 'node:module';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

register('./loader.mjs', import.meta.url);

const [scriptArgument, iterationsArgument = '1'] = process.argv.slice(2);
const script = resolve(scriptArgument);
globalThis.__k6Record = { calls: [], checks: [], sleeps: [] };
globalThis.open = (path) => readFileSync(resolve(dirname(script), path), 'utf8');
globalThis.__ENV = JSON.parse(process.env.K6_ENV || '{}');
globalThis.__VU = 1;
globalThis.__ITER = 0;

const module = await import(pathToFileURL(script).href);
for (let iteration = 0; iteration < Number(iterationsArgument); iteration += 1) {
  globalThis.__ITER = iteration;
  module.default();
}
process.stdout.write(JSON.stringify(globalThis.__k6Record));
