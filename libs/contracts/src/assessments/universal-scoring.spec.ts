import { UNIVERSAL_QUESTIONS, type CheckboxQuestion, type UniversalQuestion } from './universal-questions';
import {
  categoryScore,
  isAnswered,
  questionPoints,
  scoreLevel,
  scoreUniversalAssessment,
  type UniversalResponses,
} from './universal-scoring';

const question = (id: string) => (UNIVERSAL_QUESTIONS as readonly UniversalQuestion[]).find((item) => item.id === id)!;

describe('universal assessment questions', () => {
  it('has the documented ids, types and option counts', () => {
    expect(UNIVERSAL_QUESTIONS.map((item) => [item.id, item.type, 'options' in item ? item.options.length : 'scale'])).toEqual([
      ['movement_daily', 'radio', 5],
      ['movement_exercise', 'checkbox', 8],
      ['nutrition_plants', 'radio', 5],
      ['nutrition_processed', 'radio', 5],
      ['purpose_meaning', 'scale', 'scale'],
      ['purpose_morning', 'radio', 5],
      ['social_relationships', 'radio', 5],
      ['social_community', 'radio', 5],
      ['stress_management', 'scale', 'scale'],
      ['stress_practices', 'checkbox', 8],
      ['peri_stage', 'radio', 6],
      ['peri_symptoms', 'checkbox', 10],
    ]);
    expect(question('peri_symptoms')).toMatchObject({
      options: expect.arrayContaining([{ value: 'none_of_these', label: 'None of these apply to me' }]),
    });
    expect(question('purpose_meaning')).toMatchObject({
      minLabel: 'No sense of purpose',
      maxLabel: 'Deeply connected to my purpose',
    });
    expect(question('stress_management')).toMatchObject({
      minLabel: 'Overwhelmed constantly',
      maxLabel: 'I handle stress very well',
    });
  });
});

describe('scoring (docs/product.md, "Health assessments")', () => {
  it('radio points are the zero-based option index out of 4', () => {
    expect(questionPoints(question('movement_daily'), 'mostly_sitting')).toEqual({ points: 0, max: 4 });
    expect(questionPoints(question('movement_daily'), 'very_active')).toEqual({ points: 4, max: 4 });
  });

  it('scale points are value - 1 out of 9', () => {
    expect(questionPoints(question('purpose_meaning'), 1)).toEqual({ points: 0, max: 9 });
    expect(questionPoints(question('purpose_meaning'), 10)).toEqual({ points: 9, max: 9 });
  });

  it('checkbox points are 2 x count capped at 8, out of 8; an empty list is answered with 0', () => {
    expect(questionPoints(question('stress_practices'), [])).toEqual({ points: 0, max: 8 });
    expect(questionPoints(question('stress_practices'), ['exercise', 'breathing', 'talking'])).toEqual({ points: 6, max: 8 });
    expect(questionPoints(question('stress_practices'), ['exercise', 'breathing', 'talking', 'creative', 'journaling'])).toEqual({
      points: 8,
      max: 8,
    });
  });

  it('a category with nothing answered scores 0', () => {
    expect(categoryScore('social', {})).toBe(0);
  });

  it('category = round(points / max x 100), rounding .5 up', () => {
    // stress: scale 5 -> 4/9, checkbox 1 -> 2/8 => 6/17 = 35.29 -> 35
    expect(categoryScore('stress', { stress_management: 5, stress_practices: ['exercise'] })).toBe(35);
    // nutrition: index 1 + index 1 = 2/8 = 25
    expect(categoryScore('nutrition', { nutrition_plants: 'two', nutrition_processed: 'daily' })).toBe(25);
    // social: index 1 + index 2 = 3/8 = 37.5 -> 38
    expect(categoryScore('social', { social_relationships: 'a_little', social_community: 'monthly' })).toBe(38);
  });

  it('overall is the rounded mean of the five categories; needsSupport above 3 symptoms', () => {
    const responses: UniversalResponses = {
      movement_daily: 'very_active',
      movement_exercise: ['walking', 'dancing', 'stretching', 'strength_training'],
      nutrition_plants: 'seven_or_more',
      nutrition_processed: 'rarely',
      purpose_meaning: 10,
      purpose_morning: 'energised',
      social_relationships: 'fully',
      social_community: 'several_weekly',
      stress_management: 10,
      stress_practices: ['exercise', 'breathing', 'talking', 'creative'],
      peri_stage: 'postmenopause',
      peri_symptoms: ['hot_flashes', 'night_sweats', 'sleep_problems', 'brain_fog'],
    };
    const scores = scoreUniversalAssessment(responses);
    expect(scores).toMatchObject({ movement: 100, nutrition: 100, purpose: 100, social: 100, stress: 100, overall: 100 });
    expect(scores.perimenopause).toEqual({
      stage: 'postmenopause',
      symptoms: ['hot_flashes', 'night_sweats', 'sleep_problems', 'brain_fog'],
      symptomCount: 4,
      needsSupport: true,
      stageDescription: expect.stringContaining('Postmenopause'),
    });
    const three = scoreUniversalAssessment({ ...responses, peri_symptoms: ['hot_flashes', 'night_sweats', 'sleep_problems'] });
    expect(three.perimenopause.needsSupport).toBe(false);
  });

  it('overall rounds the mean of the five: (100 + 0 + 0 + 0 + 47) / 5 = 29.4 -> 29', () => {
    const scores = scoreUniversalAssessment({
      movement_daily: 'very_active',
      stress_management: 5,
      stress_practices: ['exercise', 'breathing'],
    });
    // stress: (4 + 4) / 17 = 47.06 -> 47
    expect(scores).toMatchObject({ movement: 100, nutrition: 0, purpose: 0, social: 0, stress: 47, overall: 29 });
  });

  it("'none of these' is not a symptom, and an unknown stage gets the default description", () => {
    const scores = scoreUniversalAssessment({ peri_stage: 'not_sure', peri_symptoms: ['none_of_these'] });
    expect(scores.perimenopause).toMatchObject({
      symptoms: [],
      symptomCount: 0,
      needsSupport: false,
      stageDescription: "Every woman's journey is unique and valid.",
    });
  });

  it('nothing answered scores 0 in every category and overall, with the default stage description', () => {
    expect(scoreUniversalAssessment({})).toEqual({
      movement: 0,
      nutrition: 0,
      purpose: 0,
      social: 0,
      stress: 0,
      overall: 0,
      perimenopause: {
        stage: '',
        symptoms: [],
        symptomCount: 0,
        needsSupport: false,
        stageDescription: "Every woman's journey is unique and valid.",
      },
    });
  });

  it('the lowest answers score 0, and the checkbox cap keeps a category at 100', () => {
    const lowest = scoreUniversalAssessment({
      movement_daily: 'mostly_sitting',
      movement_exercise: [],
      purpose_meaning: 1,
      purpose_morning: 'dread',
    });
    expect(lowest).toMatchObject({ movement: 0, purpose: 0 });
    const allEight = (question('movement_exercise') as CheckboxQuestion).options.map((option) => option.value);
    expect(allEight).toHaveLength(8);
    expect(scoreUniversalAssessment({ movement_daily: 'very_active', movement_exercise: allEight }).movement).toBe(100);
  });

  it('levels: 80+ Optimal, 60-79 Good, 40-59 Moderate, below 40 Needs Focus', () => {
    expect([100, 80, 79, 60, 59, 40, 39, 0].map(scoreLevel)).toEqual([
      'Optimal',
      'Optimal',
      'Good',
      'Good',
      'Moderate',
      'Moderate',
      'Needs Focus',
      'Needs Focus',
    ]);
  });

  it('an empty checkbox list counts as answered, an empty radio does not', () => {
    expect(isAnswered('stress_practices', [])).toBe(true);
    expect(isAnswered('movement_daily', '')).toBe(false);
    expect(isAnswered('movement_daily', undefined)).toBe(false);
  });
});
