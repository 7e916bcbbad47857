import * as content from './index';
import { EDUCATION_MODULES } from './education';
import { SMART_STACKS } from './smart-stacks';
import {
  markupToProse,
  READING_GRADE_CEILING,
  readingGrade,
  readingUnits,
} from './testing/readability';
import { ukSpellings } from './testing/spelling';
import { visibleTexts } from './testing/visible-text';

/**
 * Every string a visitor reads, found by walking everything `@renewed/content` exports: module
 * cards and bodies, key insights, Smart Stacks, static pages, dashboard and tracking texts. New
 * content exported from src/index.ts is checked without being listed here (docs/content.md).
 */
const texts = visibleTexts(content as Record<string, unknown>);

describe('every visible text of the content library', () => {
  it('finds the texts a visitor reads (cards, key insights, bodies, Smart Stack fields)', () => {
    const where = new Set(texts.map((text) => text.where));
    EDUCATION_MODULES.forEach((module, index) => {
      for (const field of ['title', 'description', 'keyInsight', 'content'])
        expect({ module: module.id, field, found: where.has(`EDUCATION_MODULES.${index}.${field}`) }).toEqual({
          module: module.id,
          field,
          found: true,
        });
    });
    SMART_STACKS.forEach((stack, index) => {
      for (const field of ['description', 'instructions', 'evidenceNote', 'supplements.0'])
        expect(where.has(`SMART_STACKS.${index}.${field}`)).toBe(true);
    });
    // Identifiers, links and reference titles are not visitor prose.
    expect(texts.some((text) => /^https?:/.test(text.text))).toBe(false);
    expect(texts.some((text) => text.where.includes('.references.'))).toBe(false);
  });

  it(`reads at US school grade ${READING_GRADE_CEILING} or below (Flesch-Kincaid, prose only)`, () => {
    const prose = texts
      .filter((text) => text.kind !== 'label')
      .map((text) => ({ where: text.where, text: text.kind === 'markup' ? markupToProse(text.text) : text.text }));
    const tooHard = readingUnits(prose)
      .map((unit) => ({ ...unit, grade: readingGrade(unit.text) }))
      .filter(({ grade }) => !(grade <= READING_GRADE_CEILING))
      .map(({ where, grade, text }) => `${where}: grade ${grade.toFixed(1)}: ${text.slice(0, 120)}`);
    expect(tooHard).toEqual([]);
  });

  it('uses US spelling in every visible text, labels included', () => {
    const problems = texts.flatMap((text) => ukSpellings(text.text).map((problem) => `${text.where}: ${problem}`));
    expect(problems).toEqual([]);
  });
});
