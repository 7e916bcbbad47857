import {
  DEFAULT_STAGE_DESCRIPTION,
  findUniversalQuestion,
  NO_SYMPTOMS_VALUE,
  SCORED_CATEGORIES,
  STAGE_DESCRIPTIONS,
  UNIVERSAL_QUESTIONS,
  type ScoredCategory,
  type UniversalQuestion,
} from './universal-questions';

/** An answer: the option value (radio), chosen values (checkbox) or 1-10 (scale). */
export type UniversalAnswer = string | string[] | number;
export type UniversalResponses = Partial<Record<string, UniversalAnswer>>;

export type PerimenopauseResult = {
  stage: string;
  symptoms: string[];
  symptomCount: number;
  needsSupport: boolean;
  stageDescription: string;
};

export type UniversalScores = Record<ScoredCategory | 'overall', number> & { perimenopause: PerimenopauseResult };

/** More than this many symptoms sets needsSupport (docs/product.md, "Health assessments"). */
export const SUPPORT_SYMPTOM_THRESHOLD = 3;

/** Points and maximum for one answered question (docs/product.md, "Health assessments"), or null when unanswered. */
export function questionPoints(question: UniversalQuestion, answer: UniversalAnswer | undefined): { points: number; max: number } | null {
  if (answer === undefined || answer === null) return null;
  switch (question.type) {
    case 'radio': {
      const index = question.options.findIndex((option) => option.value === answer);
      return index < 0 ? null : { points: index, max: question.options.length - 1 };
    }
    case 'scale':
      return typeof answer === 'number' ? { points: answer - 1, max: question.max - 1 } : null;
    case 'checkbox':
      return Array.isArray(answer) ? { points: Math.min(2 * answer.length, 8), max: 8 } : null;
  }
}

/** round(points / max x 100) over the answered questions of a category; 0 when nothing is answered. */
export function categoryScore(category: ScoredCategory, responses: UniversalResponses): number {
  let points = 0;
  let max = 0;
  for (const question of UNIVERSAL_QUESTIONS as readonly UniversalQuestion[]) {
    if (question.category !== category) continue;
    const result = questionPoints(question, responses[question.id]);
    if (!result) continue;
    points += result.points;
    max += result.max;
  }
  return max === 0 ? 0 : Math.round((points / max) * 100);
}

export function perimenopauseResult(responses: UniversalResponses): PerimenopauseResult {
  const stageAnswer = responses['peri_stage'];
  const stage = typeof stageAnswer === 'string' ? stageAnswer : '';
  const symptomAnswer = responses['peri_symptoms'];
  const symptoms = Array.isArray(symptomAnswer) ? symptomAnswer.filter((value) => value !== NO_SYMPTOMS_VALUE) : [];
  return {
    stage,
    symptoms,
    symptomCount: symptoms.length,
    needsSupport: symptoms.length > SUPPORT_SYMPTOM_THRESHOLD,
    stageDescription: STAGE_DESCRIPTIONS[stage] ?? DEFAULT_STAGE_DESCRIPTION,
  };
}

/** All scores of a universal submission, exactly as docs/product.md, "Health assessments" defines them. */
export function scoreUniversalAssessment(responses: UniversalResponses): UniversalScores {
  const movement = categoryScore('movement', responses);
  const nutrition = categoryScore('nutrition', responses);
  const purpose = categoryScore('purpose', responses);
  const social = categoryScore('social', responses);
  const stress = categoryScore('stress', responses);
  const overall = Math.round((movement + nutrition + purpose + social + stress) / SCORED_CATEGORIES.length);
  return { movement, nutrition, purpose, social, stress, overall, perimenopause: perimenopauseResult(responses) };
}

export type ScoreLevel = 'Optimal' | 'Good' | 'Moderate' | 'Needs Focus';

export const SCORE_LEVEL_MESSAGES: Readonly<Record<ScoreLevel, string>> = {
  Optimal: 'This area is a real strength. Keep doing what works for you.',
  Good: 'A solid foundation, with room to build on it.',
  Moderate: 'Some support here could make a noticeable difference.',
  'Needs Focus': 'This area could use some gentle attention. Small steps count.',
};

/** 80+ Optimal, 60-79 Good, 40-59 Moderate, below 40 Needs Focus. */
export function scoreLevel(score: number): ScoreLevel {
  if (score >= 80) return 'Optimal';
  if (score >= 60) return 'Good';
  if (score >= 40) return 'Moderate';
  return 'Needs Focus';
}

/** True when the answer has the right type for its question (an empty checkbox list counts). */
export function isAnswered(questionId: string, answer: UniversalAnswer | undefined): boolean {
  const question = findUniversalQuestion(questionId);
  if (!question || answer === undefined) return false;
  if (question.type === 'checkbox') return Array.isArray(answer);
  return Boolean(answer);
}
