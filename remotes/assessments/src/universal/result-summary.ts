import {
  findUniversalQuestion,
  SCORED_CATEGORIES,
  type ScoredCategory,
} from '@renewed/contracts/assessments/universal-questions';
import {
  SCORE_LEVEL_MESSAGES,
  scoreLevel,
  type ScoreLevel,
  type UniversalScores,
} from '@renewed/contracts/assessments/universal-scoring';

export const CATEGORY_NAMES: Readonly<Record<ScoredCategory, string>> = {
  movement: 'Movement',
  nutrition: 'Nutrition',
  purpose: 'Purpose',
  social: 'Social Connection',
  stress: 'Stress Resilience',
};

export type CategoryResult = { category: ScoredCategory; name: string; score: number; level: ScoreLevel; message: string };

/** The five category scores with their level and the level's message, in the product's order. */
export function categoryResults(scores: UniversalScores): CategoryResult[] {
  return SCORED_CATEGORIES.map((category) => {
    const score = scores[category];
    const level = scoreLevel(score);
    return { category, name: CATEGORY_NAMES[category], score, level, message: SCORE_LEVEL_MESSAGES[level] };
  });
}

const STAGE_NAMES: Readonly<Record<string, string>> = {
  not_sure: 'Not sure yet',
  // STRAW+10 names; each stored id keeps its original meaning (see the peri_stage question).
  early_perimenopause: 'Late reproductive stage',
  mid_perimenopause: 'Early menopause transition',
  late_perimenopause: 'Late menopause transition',
  postmenopause: 'Postmenopause',
  does_not_apply: 'Not applicable',
};

/** A short name for the chosen stage (the answer's value is what is stored). */
export function stageName(stage: string): string {
  return STAGE_NAMES[stage] ?? 'Not answered';
}

/** The wording of the chosen symptoms, in the order they were listed. */
export function symptomLabels(symptoms: readonly string[]): string[] {
  const question = findUniversalQuestion('peri_symptoms');
  const options = question?.type === 'checkbox' ? question.options : [];
  return symptoms.map((value) => options.find((option) => option.value === value)?.label ?? value);
}

/** Up to `limit` items to show, and how many more there are ('+N more'). */
export function previewList<T>(items: readonly T[], limit = 3): { shown: T[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}
