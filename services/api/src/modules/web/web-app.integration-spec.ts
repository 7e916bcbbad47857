import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, isolatedNames, startApi, testConfig, type RunningApi } from '../../../test/harness';

/** Embedded mode serves the built shell, the remotes, the runtime manifest and /api from one port. */
describe('web app serving', () => {
  let running: RunningApi;
  const dist = mkdtempSync(join(tmpdir(), 'renewed-web-'));

  beforeAll(async () => {
    mkdirSync(join(dist, 'shell/dist/assets'), { recursive: true });
    writeFileSync(join(dist, 'shell/dist/index.html'), '<!doctype html><title>Renewed shell</title>');
    writeFileSync(join(dist, 'shell/dist/assets/bootstrap-AbCdEf12.js'), 'console.log(1)');
    mkdirSync(join(dist, 'remotes/practice/dist'), { recursive: true });
    writeFileSync(join(dist, 'remotes/practice/dist/remoteEntry.js'), 'export const get = 1;');
    running = await startApi(
      testConfig({
        driver: 'inline',
        ...isolatedNames('web'),
        env: { WEB_DIST_DIR: dist, REMOTE_URL_BINGO: 'https://cdn.example/bingo/remoteEntry.js' },
      }),
    );
  });
  afterAll(() => running?.close());

  it('serves the shell for any page path, so client routing (and its 404 screen) works', async () => {
    for (const path of ['/', '/practice', '/does-not-exist']) {
      const response = await api(running.baseUrl, path);
      expect(response.status).toBe(200);
      expect(response.text).toContain('Renewed shell');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
  });

  it('serves the runtime manifest from configuration (a moved remote needs no shell rebuild)', async () => {
    const response = await api(running.baseUrl, '/remotes.json');
    expect(response.json).toMatchObject({
      practice: { url: '/remotes/practice/remoteEntry.js' },
      bingo: { url: 'https://cdn.example/bingo/remoteEntry.js' },
    });
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves remote bundles and hashed assets with the right caching', async () => {
    const entry = await api(running.baseUrl, '/remotes/practice/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const asset = await api(running.baseUrl, '/assets/bootstrap-AbCdEf12.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('answers a missing asset with 404, never with the page', async () => {
    const response = await api(running.baseUrl, '/remotes/practice/missing-chunk.js');
    expect(response.status).toBe(404);
  });

  it('keeps /api answers as JSON errors', async () => {
    const response = await api(running.baseUrl, '/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({ statusCode: 404 });
  });
});
