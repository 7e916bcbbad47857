import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PAGE_PATHS } from '../../libs/contracts/src/page-paths';

/**
 * A page's path is written once, in libs/contracts/src/page-paths.ts (`PAGE_PATHS`,
 * `educationLink`), so renaming a page cannot leave a link, a route or a chat answer pointing at
 * the old one. This check finds a page path written as a string anywhere else in the app's
 * source: the shell, the remotes, the libraries and the API. Tests may write them (they check
 * what a visitor sees), so spec files are left out.
 */
const root = join(__dirname, '..', '..');
/** Page paths, and API paths under /api (some read like page paths: `/ask-auntie`). */
const ALLOWED = new Set(['libs/contracts/src/page-paths.ts', 'libs/contracts/src/api-paths.ts']);
const sources = [
  'shell/src',
  ...readdirSync(join(root, 'remotes')).map((name) => `remotes/${name}/src`),
  ...readdirSync(join(root, 'libs')).map((name) => `libs/${name}/src`),
  'services/api/src',
];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/[.-]spec\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The root path `/` is left out: a lone slash is ordinary text in code. */
const pagePaths = Object.values(PAGE_PATHS).filter((path) => path !== '/');
/** A quote, backtick or JSX attribute quote, then a page path, then the end of the string or its query. */
const HAND_WRITTEN_PAGE_PATH = new RegExp(
  `['"\`](${pagePaths.map((path) => path.replace(/[-/]/g, '\\$&')).join('|')})(['"\`?#]|\\$\\{)`,
);

describe('page paths', () => {
  it('recognises a hand-written page path and leaves API paths and other text alone', () => {
    expect(HAND_WRITTEN_PAGE_PATH.test('<Link to="/dashboard">')).toBe(true);
    expect(HAND_WRITTEN_PAGE_PATH.test("{ to: '/self-care-bingo', label: 'Bingo' }")).toBe(true);
    expect(HAND_WRITTEN_PAGE_PATH.test('path: `/education?module=${id}`')).toBe(true);
    expect(HAND_WRITTEN_PAGE_PATH.test("'/education?module=lipedema-recognition'")).toBe(true);
    expect(HAND_WRITTEN_PAGE_PATH.test("path: '/education/modules'")).toBe(false);
    expect(HAND_WRITTEN_PAGE_PATH.test('to={educationLink({ module: id })}')).toBe(false);
    expect(HAND_WRITTEN_PAGE_PATH.test("'/educational'")).toBe(false);
  });

  it('writes no page path by hand outside libs/contracts/src/page-paths.ts', () => {
    const offenders = sources
      .flatMap((source) => sourceFiles(join(root, source)))
      .filter((file) => !ALLOWED.has(relative(root, file)))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, where: `${relative(root, file)}:${index + 1}` }))
          .filter(({ line }) => HAND_WRITTEN_PAGE_PATH.test(line))
          .map(({ where, line }) => `${where}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
