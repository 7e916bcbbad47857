import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/**
 * Code, comments, the README and the docs point into the docs as `docs/<file>.md, "Heading"`
 * (docs/architecture.md, "Topic docs"). These checks fail when such a reference names a file or
 * a heading that does not exist (a heading renamed or moved without its references), when a
 * reference leaves out the quotes (which is how a heading's end is known), when a doc links to a
 * file that is not there, and when a comment cites the product specification by section number
 * (a document outside this repository, so a reader cannot follow it).
 */
const root = join(__dirname, '..', '..');
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|md|sh|ya?ml|json|conf|template|css|html)$|Dockerfile/;
const SELF = 'infra/checks/docs-references.spec.ts';
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== SELF && TEXT_FILE.test(file) && !file.endsWith('package-lock.json') && existsSync(join(root, file)));
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** The headings of a markdown file (any level), outside fenced code. */
export function headingsOf(markdown: string): Set<string> {
  const headings = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) headings.add(heading[1]!);
  }
  return headings;
}

/**
 * `docs/x.md, "Heading"`, also when a comment breaks the line between the file and the heading
 * (the next line may start with `*`, `//` or `#`).
 */
export function headingReferences(text: string): Array<{ doc: string; heading: string }> {
  return [...text.matchAll(/\b(docs\/[\w./-]+\.md),\s*(?:\n\s*(?:\*|\/\/|#)?\s*)?"([^"\n]+)"/g)].map((match) => ({
    doc: match[1]!,
    heading: match[2]!,
  }));
}

/** `docs/x.md, Heading` without quotes: the heading's end cannot be known, so it cannot be checked. */
const UNQUOTED_HEADING = /\bdocs\/[\w./-]+\.md,\s*(?:\n\s*(?:\*|\/\/|#)?\s*)?[A-Z]/g;
/** The product specification cited by section number (the word spec, then "section" or "sections" and a digit, or a § sign). */
const SPEC_SECTION = /\bspec(?:ification)?\b[^\n]{0,40}\bsections?\s+\d|§\s*\d/i;

function where(file: string, text: string, index: number): string {
  return `${file}:${text.slice(0, index).split('\n').length}`;
}

describe('references into the docs', () => {
  it('reads a reference split over two comment lines, and the headings of a markdown file', () => {
    expect(headingReferences('see docs/architecture.md,\n * "Performance") and docs/product.md, "Bingo".')).toEqual([
      { doc: 'docs/architecture.md', heading: 'Performance' },
      { doc: 'docs/product.md', heading: 'Bingo' },
    ]);
    expect([...headingsOf('# Title\n\n## One\n```\n## not a heading\n```\n### Two ##\n')]).toEqual(['Title', 'One', 'Two']);
    expect('docs/product.md, Honest claims'.match(UNQUOTED_HEADING)).toHaveLength(1);
    expect(SPEC_SECTION.test('/** The hot flash logger (spec "Hot flash logger", sections 3, 5 and 8). */')).toBe(true);
    expect(SPEC_SECTION.test('/** The hot flash logger (docs/product.md, "Hot flash log"). */')).toBe(false);
  });

  it('names only docs that exist', () => {
    const missing = files.flatMap((file) => {
      const text = read(file);
      return [...text.matchAll(/\bdocs\/[\w./-]+?\.md\b/g)]
        .filter((match) => !existsSync(join(root, match[0])))
        .map((match) => `${where(file, text, match.index)}: ${match[0]}`);
    });
    expect(missing).toEqual([]);
  });

  it('names only headings that exist in the doc named', () => {
    const headings = new Map<string, Set<string>>();
    const headingsIn = (doc: string) => {
      if (!headings.has(doc)) headings.set(doc, existsSync(join(root, doc)) ? headingsOf(read(doc)) : new Set());
      return headings.get(doc)!;
    };
    const broken = files.flatMap((file) =>
      headingReferences(read(file))
        .filter(({ doc, heading }) => !headingsIn(doc).has(heading))
        .map(({ doc, heading }) => `${file}: ${doc}, "${heading}"`),
    );
    expect(broken).toEqual([]);
  });

  it('quotes every heading it names', () => {
    const unquoted = files.flatMap((file) => {
      const text = read(file);
      return [...text.matchAll(UNQUOTED_HEADING)].map(
        (match) => `${where(file, text, match.index)}: ${match[0].replace(/\s+/g, ' ')}`,
      );
    });
    expect(unquoted).toEqual([]);
  });

  it('links from the docs only to files that exist', () => {
    const broken = files
      .filter((file) => file.endsWith('.md'))
      .flatMap((file) => {
        const text = read(file);
        return [...text.matchAll(/\]\((?!https?:|mailto:|#)([^)\s#]+)(?:#[^)]*)?\)/g)]
          .filter((match) => !existsSync(normalize(join(root, dirname(file), match[1]!))))
          .map((match) => `${where(file, text, match.index)}: ${match[1]}`);
      });
    expect(broken).toEqual([]);
  });

  it('cites no section numbers of the product specification', () => {
    const citing = files.flatMap((file) =>
      read(file)
        .split('\n')
        .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
        .filter(({ line }) => SPEC_SECTION.test(line))
        .map(({ line, at }) => `${at}: ${line.trim()}`),
    );
    expect(citing).toEqual([]);
  });
});
