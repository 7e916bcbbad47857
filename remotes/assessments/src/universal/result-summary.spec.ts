import { EDUCATION_MODULES } from '@renewed/content';
import { findUniversalQuestion } from '@renewed/contracts/assessments/universal-questions';
import { scoreUniversalAssessment } from '@renewed/contracts/assessments/universal-scoring';
import { categoryResults, previewList, stageName, symptomLabels } from './result-summary';

describe('universal results summary', () => {
  it('lists the five categories with their level and message', () => {
    const scores = { ...scoreUniversalAssessment({}), movement: 80, nutrition: 79, purpose: 40, social: 39, stress: 0 };
    expect(categoryResults(scores).map(({ name, score, level }) => [name, score, level])).toEqual([
      ['Movement', 80, 'Optimal'],
      ['Nutrition', 79, 'Good'],
      ['Purpose', 40, 'Moderate'],
      ['Social Connection', 39, 'Needs Focus'],
      ['Stress Resilience', 0, 'Needs Focus'],
    ]);
    expect(new Set(categoryResults(scores).map((item) => item.message)).size).toBe(4);
  });

  it('names every stage answer', () => {
    expect(
      ['not_sure', 'early_perimenopause', 'mid_perimenopause', 'late_perimenopause', 'postmenopause', 'does_not_apply'].map(
        stageName,
      ),
    ).toEqual([
      'Not sure yet',
      'Late reproductive stage',
      'Early menopause transition',
      'Late menopause transition',
      'Postmenopause',
      'Not applicable',
    ]);
    expect(stageName('')).toBe('Not answered');
  });

  it("names the stages as the STRAW+10 list in 'What Is Perimenopause?' does, and the question uses the same words", () => {
    const module = EDUCATION_MODULES.find((candidate) => candidate.id === 'what-is-perimenopause');
    const question = findUniversalQuestion('peri_stage');
    const labels = question?.type === 'radio' ? question.options.map((option) => option.label) : [];
    for (const value of ['early_perimenopause', 'mid_perimenopause', 'late_perimenopause']) {
      const name = stageName(value);
      expect(module?.content).toContain(`**${name}.**`);
      expect(labels).toContainEqual(expect.stringContaining(`(${name.toLowerCase()}`));
    }
    expect(question?.type === 'radio' ? question.options.map((option) => option.value) : []).toEqual([
      'not_sure',
      'early_perimenopause',
      'mid_perimenopause',
      'late_perimenopause',
      'postmenopause',
      'does_not_apply',
    ]);
  });

  it('shows symptoms in their own words', () => {
    expect(symptomLabels(['hot_flashes', 'brain_fog'])).toEqual(['Hot flashes', 'Brain fog or forgetfulness']);
  });

  it('shows up to 3 items and counts the rest', () => {
    expect(previewList(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(previewList(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(previewList([])).toEqual({ shown: [], more: 0 });
  });
});
