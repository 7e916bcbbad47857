// Lets `node -r services/api/test/register-typescript.cjs services/api/src/worker.ts` run the
// worker straight from source in tests, compiled by SWC as jest does (with the decorator metadata
// Nest needs), so integration tests can start real worker processes without a build step.
const { transformSync } = require('@swc/core');
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

const root = path.resolve(__dirname, '../../..');
const LIBS = { '@renewed/contracts': 'libs/contracts/src', '@renewed/content': 'libs/content/src' };

const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveWorkspaceSources(request, parent, ...rest) {
  for (const [name, dir] of Object.entries(LIBS)) {
    if (request === name) return path.join(root, dir, 'index.ts');
    if (request.startsWith(`${name}/`)) return path.join(root, dir, `${request.slice(name.length + 1)}.ts`);
  }
  return resolve.call(this, request, parent, ...rest);
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};
