import { SMART_STACKS, type SmartStack } from './smart-stacks';
import { markupToPlainText, READING_GRADE_CEILING, readingGrade } from './testing/readability';
import { ukSpellings } from './testing/spelling';

/** Every piece of text a visitor reads in a stack, by field (list items joined, one per line). */
function readableFields(stack: SmartStack): Record<string, string> {
  const values = (record: Record<string, string> | undefined) =>
    Object.entries(record ?? {})
      .map(([name, text]) => `${name}. ${text}`)
      .join('\n');
  return {
    description: stack.description,
    instructions: stack.instructions,
    timing: stack.timing,
    duration: stack.duration,
    expectedTimeline: stack.expectedTimeline,
    evidenceNote: stack.evidenceNote,
    items: stack.supplements.join('\n'),
    coreProducts: values(stack.coreProducts),
    additionalSupports: values(stack.additionalSupports),
    lifestyleIntegration: values(stack.lifestyleIntegration),
  };
}

describe('Smart Stacks text', () => {
  it(`reads at US school grade ${READING_GRADE_CEILING} or below in every field (Flesch-Kincaid)`, () => {
    const tooHard = SMART_STACKS.flatMap((stack) =>
      Object.entries(readableFields(stack))
        .filter(([, text]) => text.trim().length > 0)
        .map(([field, text]) => ({ where: `${stack.id}.${field}`, grade: readingGrade(markupToPlainText(text)) }))
        .filter(({ grade }) => !(grade <= READING_GRADE_CEILING))
        .map(({ where, grade }) => `${where}: grade ${grade.toFixed(1)}`),
    );
    expect(tooHard).toEqual([]);
  });

  it('uses US spelling (reference titles keep their published spelling)', () => {
    const problems = SMART_STACKS.flatMap((stack) =>
      ukSpellings([stack.name, ...Object.values(readableFields(stack))].join('\n')).map((problem) => `${stack.id}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('links every reference to a DOI or an https page', () => {
    const unlinked = SMART_STACKS.flatMap((stack) =>
      stack.references
        .filter((reference) => !/^https:\/\/\S+$/.test(reference.url))
        .map((reference) => `${stack.id}: ${reference.title}`),
    );
    expect(unlinked).toEqual([]);
  });
});
