import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as subset from '../vite/react-router-dom';

const REPO_ROOT = resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every value (not type) name the browser code imports from react-router-dom. */
function importedNames(): Map<string, string> {
  const roots = [
    join(REPO_ROOT, 'shell/src'),
    join(REPO_ROOT, 'libs'),
    ...readdirSync(join(REPO_ROOT, 'remotes')).map((name) => join(REPO_ROOT, 'remotes', name, 'src')),
  ];
  const names = new Map<string, string>();
  for (const file of roots.flatMap(sourceFiles)) {
    const source = readFileSync(file, 'utf8');
    if (/import\s+\*\s+as\s+\w+\s+from\s+'react-router-dom'|import\(\s*'react-router-dom'\s*\)/.test(source)) {
      names.set('* (namespace import)', file);
    }
    for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'react-router-dom'/g)) {
      if (match[1]) continue;
      for (const specifier of match[2]!.split(',')) {
        const name = specifier.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) names.set(name, file);
      }
    }
  }
  return names;
}

describe('the react-router-dom subset the builds share (infra/vite/react-router-dom.ts)', () => {
  it('exports every name the shell, the remotes and the libraries import', () => {
    const names = importedNames();
    expect(names.size).toBeGreaterThan(3);
    const missing = [...names].filter(([name]) => !(name in subset)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('re-exports real React Router values', () => {
    for (const [name, value] of Object.entries(subset))
      expect([name, typeof value]).toEqual([name, expect.stringMatching(/function|object/)]);
  });
});
