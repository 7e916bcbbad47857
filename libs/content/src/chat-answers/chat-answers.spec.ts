import { EDUCATION_MODULES } from '../education';
import { READING_GRADE_CEILING, readingCounts, readingGrade } from '../testing/readability';
import { ukSpellings } from '../testing/spelling';
import { CHAT_ANSWER_AREAS, CHAT_ANSWER_CARDS, type ChatAnswerCard } from './index';

/** Content checks for the answer cards (docs/chat-answers.md): reviewed like the library itself. */
const each = (check: (card: ChatAnswerCard) => void) => {
  for (const card of CHAT_ANSWER_CARDS) {
    try {
      check(card);
    } catch (error) {
      throw new Error(`card "${card.id}": ${(error as Error).message}`);
    }
  }
};

/** An amount with a unit is a dose; cards never give one. */
const DOSE = /\b\d+(\.\d+)?\s*(mg|mcg|µg|ug|micrograms?|milligrams?|grams?|g|iu|units?|ml|pumps?|puffs?|tablets?|pills?|capsules?|patches)\b/i;

describe('chat answer cards', () => {
  it('has at least 150 cards with unique kebab-case ids in known areas', () => {
    expect(CHAT_ANSWER_CARDS.length).toBeGreaterThanOrEqual(150);
    const ids = CHAT_ANSWER_CARDS.map((card) => card.id);
    expect(new Set(ids).size).toBe(ids.length);
    each((card) => {
      expect(card.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(CHAT_ANSWER_AREAS).toContain(card.area);
    });
  });

  it('gives every card a few example phrasings and keywords', () => {
    each((card) => {
      expect(card.examples.length).toBeGreaterThanOrEqual(3);
      expect(card.keywords.length).toBeGreaterThanOrEqual(3);
    });
  });

  it('answers in 2 to 5 complete sentences', () => {
    each((card) => {
      const { sentence } = readingCounts(card.answer);
      expect(sentence).toBeGreaterThanOrEqual(2);
      expect(sentence).toBeLessThanOrEqual(5);
      expect(card.answer).toMatch(/^[A-Z"]/);
      expect(card.answer).toMatch(/[.!?]$/);
      expect(card.answer).not.toMatch(/\n|^- |:$/m);
    });
  });

  it(`reads at US grade ${READING_GRADE_CEILING} or below`, () => {
    const grades = CHAT_ANSWER_CARDS.map((card) => ({ id: card.id, grade: readingGrade(card.answer) }));
    const over = grades.filter((entry) => entry.grade > READING_GRADE_CEILING).map((entry) => `${entry.id} ${entry.grade.toFixed(1)}`);
    expect(over).toEqual([]);
  });

  it('links only modules that exist in the library', () => {
    const modules = new Set(EDUCATION_MODULES.map((module) => module.id));
    each((card) => {
      expect(card.modules.length).toBeGreaterThanOrEqual(1);
      expect(card.modules.filter((id) => !modules.has(id))).toEqual([]);
    });
  });

  it('cites https sources for every health card', () => {
    each((card) => {
      if (card.area !== 'app') expect(card.sources.length).toBeGreaterThanOrEqual(1);
      for (const source of card.sources) expect(new URL(source).protocol).toBe('https:');
    });
  });

  it('never gives a dose', () => {
    each((card) => expect(card.answer).not.toMatch(DOSE));
    expect('take 50 mg at night').toMatch(DOSE);
    expect('one 7.5mg capsule').toMatch(DOSE);
    expect('two pumps of gel').not.toMatch(DOSE);
  });

  it('uses US spelling', () => {
    each((card) => expect(ukSpellings(card.answer)).toEqual([]));
  });
});
