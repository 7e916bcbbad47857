// Writes `<file>.br` and `<file>.gz` next to every text asset of the built web apps (HTML, JS,
// CSS, JSON, SVG, source maps excepted), so the embedded server sends them as they are
// (@fastify/static `preCompressed`) instead of compressing on each request
// (docs/architecture.md, "Performance"). Runs as the `web-compress` Nx project's build, after
// the shell and every remote are built. A variant that would not be smaller is not written.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(html|js|mjs|css|json|svg|txt|webmanifest)$/i;
/** Too small to be worth a second request to the disk. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** True when both siblings exist and are newer than the file (an unchanged build is left alone). */
function upToDate(path) {
  const built = statSync(path).mtimeMs;
  return ['.br', '.gz'].every((suffix) => existsSync(`${path}${suffix}`) && statSync(`${path}${suffix}`).mtimeMs >= built);
}

/** Compresses one file; returns the bytes written per coding (0 when skipped). */
function precompress(path) {
  const source = readFileSync(path);
  const written = { br: 0, gz: 0 };
  if (source.length < MIN_BYTES || upToDate(path)) return written;
  const brotli = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gzip = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
  if (brotli.length < source.length) {
    writeFileSync(`${path}.br`, brotli);
    written.br = brotli.length;
  }
  if (gzip.length < source.length) {
    writeFileSync(`${path}.gz`, gzip);
    written.gz = gzip.length;
  }
  return written;
}

const dirs = process.argv.slice(2).map((dir) => resolve(dir));
let count = 0;
let before = 0;
let after = 0;
for (const dir of dirs) {
  let exists = false;
  try {
    exists = statSync(dir).isDirectory();
  } catch {
    // a remote that is not built is skipped
  }
  if (!exists) continue;
  for (const path of files(dir)) {
    if (!TEXT.test(path)) continue;
    const written = precompress(path);
    if (written.br === 0 && written.gz === 0) continue;
    count += 1;
    before += statSync(path).size;
    after += written.br || written.gz;
  }
}
console.log(
  `precompressed ${count} files (the others were small or already done): ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB brotli`,
);
