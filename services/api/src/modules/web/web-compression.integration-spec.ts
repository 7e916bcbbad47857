import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isolatedNames, startApi, testConfig, type RunningApi } from '../../../test/harness';
import { decodedBody, rawGet } from '../../../test/raw-get';

const repoRoot = resolve(__dirname, '../../../../..');
/** Text that compresses the way built bundles do (repetitive identifiers). */
const filler = (word: string) => Array.from({ length: 400 }, (_, index) => `${word}${index % 17}`).join(' ');

/**
 * The embedded server sends the `.br`/`.gz` siblings that the build writes
 * (infra/web-compress/precompress.mjs, run here on a small built tree), chosen by Accept-Encoding,
 * with the asset's own type and caching (docs/architecture.md, "Performance").
 */
describe('compressed web assets', () => {
  let running: RunningApi;
  const dist = mkdtempSync(join(tmpdir(), 'renewed-web-compress-'));
  const files = {
    index: join(dist, 'shell/dist/index.html'),
    script: join(dist, 'shell/dist/assets/bootstrap-AbCdEf12.js'),
    style: join(dist, 'shell/dist/assets/index-ZyXwVu98.css'),
    entry: join(dist, 'remotes/practice/dist/remoteEntry.js'),
    tiny: join(dist, 'shell/dist/assets/tiny-AbCdEf12.js'),
  };

  beforeAll(async () => {
    mkdirSync(join(dist, 'shell/dist/assets'), { recursive: true });
    mkdirSync(join(dist, 'remotes/practice/dist'), { recursive: true });
    writeFileSync(
      files.index,
      `<!doctype html><html><head><title>Renewed shell</title></head><body>${filler('<p>x</p>')}</body></html>`,
    );
    writeFileSync(files.script, `console.log(${JSON.stringify(filler('word'))});`);
    writeFileSync(files.style, `.a{color:red}\n${filler('.b{margin:0}')}`);
    writeFileSync(files.entry, `export const get = ${JSON.stringify(filler('remote'))};`);
    writeFileSync(files.tiny, 'console.log(1)');
    execFileSync(
      process.execPath,
      ['infra/web-compress/precompress.mjs', join(dist, 'shell/dist'), join(dist, 'remotes/practice/dist')],
      {
        cwd: repoRoot,
      },
    );
    running = await startApi(testConfig({ driver: 'inline', ...isolatedNames('web_compress'), env: { WEB_DIST_DIR: dist } }));
  });
  afterAll(() => running?.close());

  it('writes brotli and gzip siblings for text assets, not for a file too small to gain', () => {
    for (const path of [files.index, files.script, files.style, files.entry]) {
      expect(existsSync(`${path}.br`)).toBe(true);
      expect(existsSync(`${path}.gz`)).toBe(true);
    }
    expect(existsSync(`${files.tiny}.br`)).toBe(false);
  });

  it('sends a hashed script as brotli with its own type, long-cached, varying on Accept-Encoding', async () => {
    const response = await rawGet(`${running.baseUrl}/assets/bootstrap-AbCdEf12.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['content-type']).not.toContain('brotli');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body.length).toBeLessThan(readFileSync(files.script).length);
    expect(decodedBody(response).equals(readFileSync(files.script))).toBe(true);
  });

  it('sends gzip to a client without brotli and the plain file to one that names no coding', async () => {
    const gzip = await rawGet(`${running.baseUrl}/assets/index-ZyXwVu98.css`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toMatch(/^text\/css/);
    expect(decodedBody(gzip).equals(readFileSync(files.style))).toBe(true);

    const plain = await rawGet(`${running.baseUrl}/assets/index-ZyXwVu98.css`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(readFileSync(files.style))).toBe(true);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends the page compressed for every client route, never cached, with the page policy', async () => {
    for (const path of ['/', '/practice']) {
      const response = await rawGet(`${running.baseUrl}${path}`, { 'accept-encoding': 'br' });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decodedBody(response).equals(readFileSync(files.index))).toBe(true);
    }
  });

  it('keeps remote entries revalidated while compressed', async () => {
    const response = await rawGet(`${running.baseUrl}/remotes/practice/remoteEntry.js`, { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decodedBody(response).equals(readFileSync(files.entry))).toBe(true);
  });

  it('serves the runtime manifest from memory with an ETag and 304', async () => {
    const first = await rawGet(`${running.baseUrl}/remotes.json`, { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(JSON.parse(decodedBody(first).toString('utf8'))).toMatchObject({
      practice: { url: '/remotes/practice/remoteEntry.js' },
    });
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await rawGet(`${running.baseUrl}/remotes.json`, {
      'accept-encoding': 'br',
      'if-none-match': first.headers.etag as string,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});
