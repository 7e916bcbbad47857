import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The dependency rules (docs/architecture.md, "Dependency rules") are enforced by lint: these probes write a file with a
 * forbidden import into a project, lint it with the repository's own config, and expect an error.
 */
const root = join(__dirname, '..', '..');

beforeAll(() => {
  // The boundary rule reads Nx's project graph; make sure it exists (no daemon).
  execFileSync('npx', ['nx', 'show', 'projects'], { cwd: root, env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' }, stdio: 'ignore' });
}, 120_000);

function lintProbe(relativePath: string, source: string): string[] {
  const path = join(root, relativePath);
  writeFileSync(path, source);
  try {
    // The ESLint CLI in a child process (its flat config is an ES module jest cannot import).
    let output: string;
    try {
      output = execFileSync('npx', ['eslint', '--format', 'json', path], { cwd: root, encoding: 'utf8', env: { ...process.env, NX_DAEMON: 'false' } });
    } catch (error) {
      output = (error as { stdout: string }).stdout;
    }
    // Anything printed before the JSON report (e.g. an Nx notice) is not part of it.
    const [result] = JSON.parse(output.slice(output.indexOf('[{'))) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
    return result!.messages.filter((message) => message.ruleId === '@nx/enforce-module-boundaries').map((message) => message.message);
  } finally {
    rmSync(path, { force: true });
  }
}

describe('module boundaries', () => {
  it('fail a remote that imports another remote', () => {
    expect(lintProbe('remotes/practice/src/boundary-probe.ts', "import App from '../../bingo/src/app';\nexport const probe = App;\n")).not.toHaveLength(0);
  }, 60_000);

  it('fail a remote that imports the shell', () => {
    expect(lintProbe('remotes/practice/src/boundary-probe.ts', "import { ROUTES } from '../../../shell/src/routes';\nexport const probe = ROUTES;\n")).not.toHaveLength(0);
  }, 60_000);

  it('fail a remote that imports a service', () => {
    const messages = lintProbe('remotes/bingo/src/boundary-probe.ts', "import { loadConfig } from '../../../services/api/src/config/app-config';\nexport const probe = loadConfig;\n");
    expect(messages).not.toHaveLength(0);
  }, 60_000);

  it('fail a service that imports browser code (libs/web-kit)', () => {
    const messages = lintProbe('services/api/src/boundary-probe.ts', "import { toast } from '@renewed/web-kit';\nexport const probe = toast;\n");
    expect(messages.join(' ')).toMatch(/can not depend on libs tagged with "type:web"/);
  }, 60_000);

  it('allow a remote to use the shared libraries', () => {
    expect(lintProbe('remotes/practice/src/boundary-probe.ts', "import { Button } from '@renewed/ui';\nexport const probe = Button;\n")).toEqual([]);
  }, 60_000);
});
