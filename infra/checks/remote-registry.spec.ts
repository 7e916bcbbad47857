import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_PATHS } from '../../libs/contracts/src/page-paths';
import { REMOTE_NAMES, REMOTES, remoteUrlVariable } from '../../libs/contracts/src/remotes';

/**
 * The remote registry (libs/contracts/src/remotes.ts) is the one list of remotes. Code imports
 * it; these checks hold the files that cannot import it to the same list, so adding, renaming or
 * removing a remote in one place only fails here with the file named.
 */
const root = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe('the remote registry', () => {
  it('has one folder under remotes/ per registered remote, and no other', () => {
    const folders = readdirSync(join(root, 'remotes')).filter((name) => statSync(join(root, 'remotes', name)).isDirectory());
    expect([...folders].sort()).toEqual([...REMOTE_NAMES].sort());
  });

  it.each(REMOTE_NAMES)('builds %s with the shared remote config under its registered name', (name) => {
    expect(read(`remotes/${name}/vite.config.ts`)).toContain(`remoteConfig('${name}'`);
    expect(JSON.parse(read(`remotes/${name}/project.json`)) as { name: string; tags: string[] }).toMatchObject({
      name,
      tags: expect.arrayContaining(['scope:remote']) as unknown,
    });
  });

  it('gives the shell dev manifest each remote at its registered dev port', () => {
    const manifest = JSON.parse(read('shell/dev-remotes.json')) as Record<string, { url: string }>;
    expect(Object.keys(manifest).sort()).toEqual([...REMOTE_NAMES].sort());
    for (const name of REMOTE_NAMES) expect(manifest[name]!.url).toBe(`http://localhost:${REMOTES[name].devPort}/remoteEntry.js`);
  });

  it('installs every remote workspace in the API image, and no unknown one', () => {
    const copied = [...read('infra/docker/api.Dockerfile').matchAll(/^COPY remotes\/([a-z-]+)\/package\.json/gm)].map(
      (match) => match[1],
    );
    expect(copied.sort()).toEqual([...REMOTE_NAMES].sort());
  });

  it('compresses the build of every remote (web-compress), and no unknown one', () => {
    const project = JSON.parse(read('infra/web-compress/project.json')) as {
      implicitDependencies: string[];
      targets: { build: { options: { command: string } } };
    };
    expect([...project.implicitDependencies].sort()).toEqual(['shell', ...REMOTE_NAMES].sort());
    const folders = project.targets.build.options.command.split(' ').filter((word) => word.endsWith('/dist'));
    expect([...folders].sort()).toEqual(['shell/dist', ...REMOTE_NAMES.map((name) => `remotes/${name}/dist`)].sort());
  });

  it('gives every remote a bundle budget in the bench, and no unknown one', () => {
    const { bundleBudgetsKb } = JSON.parse(read('infra/bench/scenarios.json')) as { bundleBudgetsKb: Record<string, unknown> };
    expect(
      Object.keys(bundleBudgetsKb)
        .filter((key) => !key.startsWith('$'))
        .sort(),
    ).toEqual([...REMOTE_NAMES].sort());
  });

  it('routes each remote at pages of its own, pages of the page list', () => {
    const paths = REMOTE_NAMES.flatMap((name) => REMOTES[name].paths);
    for (const name of REMOTE_NAMES) expect(REMOTES[name].paths.length).toBeGreaterThan(0);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(Object.values(PAGE_PATHS)).toContain(path);
  });

  it('documents REMOTE_URL_<NAME> for every remote in .env.example', () => {
    const example = read('.env.example');
    for (const name of REMOTE_NAMES) expect(example).toContain(remoteUrlVariable(name));
  });

  it('writes /remotes.json in the web image for every remote folder it serves, honouring REMOTE_URL_<NAME>', () => {
    const site = mkdtempSync(join(tmpdir(), 'renewed-site-'));
    try {
      for (const name of REMOTE_NAMES) mkdirSync(join(site, 'remotes', name), { recursive: true });
      execFileSync('sh', [join(root, 'infra/docker/write-remotes-manifest.sh')], {
        env: { PATH: process.env.PATH, WEB_ROOT: site, REMOTE_URL_PRACTICE: 'https://practice.example/remoteEntry.js' },
      });
      const manifest = JSON.parse(readFileSync(join(site, 'remotes.json'), 'utf8')) as Record<string, { url: string }>;
      expect(Object.keys(manifest).sort()).toEqual([...REMOTE_NAMES].sort());
      expect(manifest.practice!.url).toBe('https://practice.example/remoteEntry.js');
      expect(manifest.education!.url).toBe('/remotes/education/remoteEntry.js');
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});
