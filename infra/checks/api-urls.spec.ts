import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Browser code builds every API URL from the contract (`apiUrl` / `apiRoute` in
 * libs/contracts/src/api-paths.ts), so a route renamed in the contract cannot leave a client
 * calling the old path. This check finds `/api/...` written as a string in browser source.
 */
const root = join(__dirname, '..', '..');
const browserSources = [
  'shell/src',
  'shell/sw',
  'libs/web-kit/src',
  'libs/ui/src',
  ...readdirSync(join(root, 'remotes')).map((name) => `remotes/${name}/src`),
];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A quote or backtick followed by /api/ (or /api followed by the quote): an API path written by hand. */
const HAND_WRITTEN_API_URL = /['"`]\/api(\/|['"`?])/;

describe('browser code and the API contract', () => {
  it('recognises a hand-written API path and leaves other text alone', () => {
    expect(HAND_WRITTEN_API_URL.test("apiGet('/api/symptoms')")).toBe(true);
    expect(HAND_WRITTEN_API_URL.test('fetch(`/api/bingo/boards/${id}`)')).toBe(true);
    expect(HAND_WRITTEN_API_URL.test("const x = '/api'")).toBe(true);
    expect(HAND_WRITTEN_API_URL.test("apiUrl('symptomLogs')")).toBe(false);
    expect(HAND_WRITTEN_API_URL.test("'/apiary'")).toBe(false);
  });

  it('writes no /api path by hand outside the contract', () => {
    const offenders = browserSources
      .flatMap((source) => sourceFiles(join(root, source)))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, where: `${relative(root, file)}:${index + 1}` }))
          .filter(({ line }) => HAND_WRITTEN_API_URL.test(line))
          .map(({ where, line }) => `${where}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
