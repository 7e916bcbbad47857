import { markupToPlainText, READING_GRADE_CEILING, readingCounts, readingGrade } from './readability';

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

  it('removes the markup and ends headings and bullets as sentences before scoring', () => {
    expect(markupToPlainText('## What helps\n\n- **Sleep** on time\n- Move daily.\n\nPlain text here.')).toBe(
      'What helps.\nSleep on time.\nMove daily.\nPlain text here.',
    );
    // A heading run into the next line would make one long sentence and a higher grade.
    const withMarkup = '## Strength training basics\n\n- Lift twice a week\n- Rest between days';
    expect(readingCounts(markupToPlainText(withMarkup)).sentence).toBe(3);
  });
});
