import { markupToProse, MIN_WORDS_TO_SCORE, READING_GRADE_CEILING, readingCounts, readingGrade, readingUnits } from './readability';

describe('reading grade used by the content checks', () => {
  it('scores dense academic prose above the ceiling, so the check can fail', () => {
    const hard =
      'Postmenopausal osteoporosis pathophysiology encompasses accelerated trabecular resorption consequent upon diminished circulating estradiol concentrations, necessitating individualized pharmacological prophylaxis incorporating antiresorptive considerations. Comprehensive cardiovascular stratification additionally requires evaluation of atherogenic dyslipidemia, hypertension and insulin resistance.';
    expect(readingGrade(hard)).toBeGreaterThan(READING_GRADE_CEILING);
    expect(readingGrade(hard)).toBeGreaterThan(15);
  });

  it('scores short plain sentences well below the ceiling', () => {
    const plain =
      'Bone loss speeds up after menopause. Walking and lifting help. Eat foods with calcium. Ask your doctor about a bone scan.';
    expect(readingGrade(plain)).toBeLessThan(5);
  });

  it('counts sentences, words and syllables the usual way', () => {
    expect(readingCounts('The cat sat. A dog ran away!')).toEqual({ sentence: 2, word: 7, syllable: 8 });
    expect(readingCounts('')).toEqual({ sentence: 0, word: 0, syllable: 0 });
    expect(readingGrade('')).toBeNaN();
  });

  it('scores the prose of the markup only: no headings, no short label bullets', () => {
    expect(markupToProse('## What helps\n\n- **Sleep** on time\n- Move daily.\n\nPlain text here.')).toBe('Move daily.\nPlain text here.');
    // A long bullet is a clause that reads like a sentence: it is scored, as one sentence.
    const longBullet = '- you feel very sleepy during the day, or have nodded off while driving';
    expect(markupToProse(longBullet)).toBe('you feel very sleepy during the day, or have nodded off while driving.');
    // Counting headings and labels as sentences would lower (flatter) the grade.
    const prose = 'Hormone therapy can ease hot flashes, night sweats and sleep problems for many women in midlife.';
    const withLabels = `## Hormone therapy\n\n- Patches\n- Gels\n- Tablets\n\n${prose}`;
    expect(readingGrade(markupToProse(withLabels))).toBeCloseTo(readingGrade(prose), 5);
    expect(readingCounts(markupToProse(withLabels)).sentence).toBe(1);
  });

  it('scores short texts together with their neighbours, and long ones alone', () => {
    const short = (where: string) => ({ where, text: 'Walk daily.' });
    const long = { where: 'A.0.description', text: 'word '.repeat(MIN_WORDS_TO_SCORE).trim() + '.' };
    const units = readingUnits([long, short('A.1.title'), short('A.1.text'), short('B.0')]);
    expect(units[0]).toEqual(long);
    // Two two-word texts under A.1 are too short together, so they join B.0 at the top.
    expect(units.slice(1)).toEqual([{ where: '(all) (short texts together)', text: 'Walk daily.\nWalk daily.\nWalk daily.' }]);
    const enough = Array.from({ length: 8 }, (_, index) => short(`C.${index}`));
    expect(readingUnits(enough)).toEqual([{ where: 'C (short texts together)', text: Array(8).fill('Walk daily.').join('\n') }]);
  });
});
