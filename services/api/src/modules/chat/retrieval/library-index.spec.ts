import { EDUCATION_MODULES } from '@renewed/content';
import { LibraryIndex, normaliseTerm } from './library-index';
import { libraryPassages } from './passages';
import { RETRIEVAL_TABLE } from './retrieval-table';

const index = new LibraryIndex(libraryPassages());

describe('the library index', () => {
  it('is built from every module the library exports, plus Smart Stacks and practices', () => {
    const modules = new Set(libraryPassages().filter((passage) => passage.source.kind === 'module').map((passage) => passage.source.id));
    expect(modules).toEqual(new Set(EDUCATION_MODULES.map((module) => module.id)));
    expect(libraryPassages().some((passage) => passage.source.kind === 'smart-stack')).toBe(true);
    expect(libraryPassages().some((passage) => passage.source.kind === 'practice')).toBe(true);
  });

  it('links every module to its page in the library', () => {
    for (const module of EDUCATION_MODULES) {
      const hit = index.sources(module.title, 10).find((entry) => entry.source.id === module.id);
      expect(hit?.source.link).toEqual(expect.objectContaining({ title: module.title, path: `/education?module=${module.id}` }));
    }
  });

  it('folds plurals and drops filler words', () => {
    expect(normaliseTerm('Flashes')).toBe('flash');
    expect(normaliseTerm('sweats')).toBe('sweat');
    expect(normaliseTerm('memories')).toBe('memory');
    expect(normaliseTerm('the')).toBeNull();
    expect(normaliseTerm('stress')).toBe('stress');
  });

  it(`finds the module a person would expect for ordinary questions (${RETRIEVAL_TABLE.length} questions)`, () => {
    let top1 = 0;
    let top3 = 0;
    const misses: string[] = [];
    for (const [question, expected] of RETRIEVAL_TABLE) {
      const found = index
        .sources(question, 10)
        .filter((hit) => hit.source.kind === 'module')
        .slice(0, 3)
        .map((hit) => hit.source.id);
      if (expected.includes(found[0]!)) top1 += 1;
      else misses.push(`${question} -> ${found.join(', ')}`);
      if (found.some((id) => expected.includes(id))) top3 += 1;
    }
    const rate = (hits: number) => Math.round((hits / RETRIEVAL_TABLE.length) * 100);
    // Reported in the test output; the floors guard against a retrieval regression.
    console.log(`retrieval: top-1 ${top1}/${RETRIEVAL_TABLE.length} (${rate(top1)}%), top-3 ${top3}/${RETRIEVAL_TABLE.length} (${rate(top3)}%)\n${misses.join('\n')}`);
    expect(RETRIEVAL_TABLE.length).toBeGreaterThanOrEqual(30);
    expect(top3 / RETRIEVAL_TABLE.length).toBeGreaterThanOrEqual(0.9);
    expect(top1 / RETRIEVAL_TABLE.length).toBeGreaterThanOrEqual(0.75);
  });
});
