import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Follows docs/architecture.md, "How to add a remote", literally, in a copy of the repository:
 * a `journal` remote at a new page `/journal`. Then checks what the doc says follows: the
 * registry checks pass, the shell routes the page to the remote, the web server's manifest and
 * configuration name it, and the remote builds. And every file the steps name exists in this
 * repository, so the doc cannot name a file that is not there.
 */
const root = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

function howToAddARemote(): string {
  const doc = read('docs/architecture.md');
  const start = doc.indexOf('## How to add a remote\n');
  expect(start).toBeGreaterThanOrEqual(0);
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end === -1 ? undefined : end);
}

describe('docs/architecture.md, "How to add a remote"', () => {
  let copy: string;

  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'renewed-add-a-remote-'));
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file !== '' && existsSync(join(root, file)));
    for (const file of files) {
      mkdirSync(dirname(join(copy, file)), { recursive: true });
      cpSync(join(root, file), join(copy, file));
    }
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  });

  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  const inCopy = {
    read: (path: string) => readFileSync(join(copy, path), 'utf8'),
    write: (path: string, text: string) => {
      mkdirSync(dirname(join(copy, path)), { recursive: true });
      writeFileSync(join(copy, path), text);
    },
    edit(path: string, change: (text: string) => string) {
      const before = this.read(path);
      const after = change(before);
      expect(after).not.toBe(before);
      this.write(path, after);
    },
  };

  it('names only files that exist (paths inside the new folder as in an existing remote)', () => {
    const named = [...howToAddARemote().matchAll(/`([\w.<>/-]+\.(?:ts|tsx|json|html|example)|[\w.-]+\/[\w./<>-]+)`/g)]
      .map((match) => match[1]!.replace('<name>', 'practice'))
      .filter((path) => !path.startsWith('./') && !path.startsWith('/'));
    expect(named.length).toBeGreaterThan(15);
    expect(named.filter((path) => !existsSync(join(root, path)) && !existsSync(join(root, 'remotes/practice', path)))).toEqual(
      [],
    );
  });

  it('gives a remote that builds, is routed and passes the registry checks', () => {
    // Step 1: a new page.
    inCopy.edit('libs/contracts/src/page-paths.ts', (text) =>
      text.replace("  subscribe: '/subscribe',\n", "  subscribe: '/subscribe',\n  journal: '/journal',\n"),
    );
    // Step 2: the registry.
    inCopy.edit('libs/contracts/src/remotes.ts', (text) =>
      text.replace(
        "  donate: { devPort: 4205, friendlyName: 'the donation page', paths: [PAGE_PATHS.subscribe] },\n",
        "  donate: { devPort: 4205, friendlyName: 'the donation page', paths: [PAGE_PATHS.subscribe] },\n  journal: { devPort: 4206, friendlyName: 'the journal', paths: [PAGE_PATHS.journal] },\n",
      ),
    );
    // Step 3: the folder, like an existing one.
    for (const file of [
      'package.json',
      'project.json',
      'tsconfig.json',
      'tsconfig.spec.json',
      'index.html',
      'vite.config.ts',
      'src/main.tsx',
      'src/bootstrap.tsx',
      'src/standalone.css',
      'src/styles.css',
    ]) {
      inCopy.write(`remotes/journal/${file}`, inCopy.read(`remotes/practice/${file}`).replaceAll('practice', 'journal'));
    }
    inCopy.write(
      'remotes/journal/src/app.tsx',
      [
        "import { RemoteRoot } from '@renewed/ui';",
        "import styles from './styles.css?inline';",
        '',
        'export default function App() {',
        '  return (',
        '    <RemoteRoot name="journal" css={styles}>',
        '      <h1 className="text-2xl">Journal</h1>',
        '    </RemoteRoot>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    // Step 4: the files that cannot import the registry.
    inCopy.edit('shell/dev-remotes.json', (text) =>
      text.replace(
        '"donate": { "url": "http://localhost:4205/remoteEntry.js" }',
        '"donate": { "url": "http://localhost:4205/remoteEntry.js" },\n  "journal": { "url": "http://localhost:4206/remoteEntry.js" }',
      ),
    );
    inCopy.edit('infra/docker/api.Dockerfile', (text) =>
      text.replace(
        'COPY remotes/donate/package.json remotes/donate/\n',
        'COPY remotes/donate/package.json remotes/donate/\nCOPY remotes/journal/package.json remotes/journal/\n',
      ),
    );
    inCopy.edit('.env.example', (text) =>
      text.replace('# REMOTE_URL_DONATE=\n', '# REMOTE_URL_DONATE=\n# REMOTE_URL_JOURNAL=\n'),
    );
    inCopy.edit('infra/web-compress/project.json', (text) =>
      text
        .replace('"donate"]', '"donate", "journal"]')
        .replace('remotes/donate/dist"', 'remotes/donate/dist remotes/journal/dist"'),
    );
    inCopy.edit('infra/bench/scenarios.json', (text) => {
      const scenarios = JSON.parse(text) as { bundleBudgetsKb: Record<string, unknown> };
      scenarios.bundleBudgetsKb.journal = 60;
      return `${JSON.stringify(scenarios, null, 2)}\n`;
    });

    const run = (command: string, args: string[], env: Record<string, string> = {}) =>
      execFileSync(command, args, { cwd: copy, encoding: 'utf8', env: { ...process.env, ...env }, stdio: 'pipe' });

    // The registry checks (and the page-path check) pass in the copy.
    run(process.execPath, [
      join(root, 'node_modules/jest/bin/jest.js'),
      'infra/checks/remote-registry.spec.ts',
      'infra/checks/page-paths.spec.ts',
      '-c',
      'jest.config.cjs',
      '--selectProjects',
      'unit',
    ]);

    // The shell routes the page to the remote; the API's configuration and /remotes.json name it.
    const derived = JSON.parse(
      run(process.execPath, [
        '-r',
        './services/api/test/register-typescript.cjs',
        '-e',
        [
          "const { remoteForPath } = require('./shell/src/remotes/remote-routes.ts');",
          "const { loadConfig } = require('./services/api/src/config/app-config.ts');",
          "const { remoteManifest } = require('./services/api/src/modules/web/web-app.ts');",
          "const config = loadConfig({ REMOTE_URL_JOURNAL: 'https://cdn.example/journal/remoteEntry.js' });",
          "console.log(JSON.stringify({ route: remoteForPath('/journal'), manifest: remoteManifest(config).journal }));",
        ].join('\n'),
      ]),
    ) as { route: string; manifest: { url: string } };
    expect(derived).toEqual({ route: 'journal', manifest: { url: 'https://cdn.example/journal/remoteEntry.js' } });

    // The remote builds, with the federation entry the shell loads.
    run(join(root, 'node_modules/.bin/vite'), ['build', '--config', 'remotes/journal/vite.config.ts', '--logLevel', 'warn']);
    expect(existsSync(join(copy, 'remotes/journal/dist/remoteEntry.js'))).toBe(true);
  }, 300_000);
});
