import {
  LIPEDEMA_SYMPTOMS,
  lipedemaCategoryCounts,
  lipedemaRiskLevel,
  lipedemaRiskScore,
  type LipedemaCategory,
  type LipedemaRiskLevel,
  type LipedemaSymptom,
} from '@renewed/contracts/assessments/lipedema';

export const SYMPTOMS = LIPEDEMA_SYMPTOMS as readonly LipedemaSymptom[];
export const SYMPTOM_COUNT = SYMPTOMS.length;

/**
 * The highest weighted score the questionnaire can give (every sign ticked): 93, not 100, because
 * the weights sum to 185 and the score divides by 200. Shown so the number is never read as a
 * percentage (docs/product.md, "Honest claims and results").
 */
export const LIPEDEMA_MAX_SCORE = lipedemaRiskScore(SYMPTOMS.map((symptom) => symptom.id));

/** selecting, then results after Complete; Take Again keeps the choices. */
export type LipedemaState = { selected: string[]; finished: boolean; result: LipedemaResult | null };

export type LipedemaResult = {
  selected: string[];
  riskScore: number;
  level: LipedemaRiskLevel;
  categories: Record<LipedemaCategory, number>;
  total: number;
  completedAt: string;
};

export type LipedemaAction =
  { type: 'toggle'; symptomId: string } | { type: 'complete'; now: string } | { type: 'again' } | { type: 'review' };

export const INITIAL_LIPEDEMA_STATE: LipedemaState = { selected: [], finished: false, result: null };

/** Adds or removes a symptom, keeping the questionnaire's order. Unknown ids are ignored. */
export function toggleSymptom(selected: readonly string[], symptomId: string): string[] {
  const next = selected.includes(symptomId) ? selected.filter((id) => id !== symptomId) : [...selected, symptomId];
  return SYMPTOMS.map((symptom) => symptom.id).filter((id) => next.includes(id));
}

/** 'Complete Assessment' needs at least one symptom (docs/product.md, "Health assessments"). */
export function canComplete(state: LipedemaState): boolean {
  return state.selected.length > 0;
}

export function lipedemaResult(selected: readonly string[], now: string): LipedemaResult {
  const riskScore = lipedemaRiskScore(selected);
  return {
    selected: [...selected],
    riskScore,
    level: lipedemaRiskLevel(riskScore),
    categories: lipedemaCategoryCounts(selected),
    total: selected.length,
    completedAt: now,
  };
}

/** The results headline: how many of the 15 signs were recognised (a count, never a risk). */
export function signsHeadline(recognised: number): string {
  return `You recognised ${recognised} of ${SYMPTOM_COUNT} ${SYMPTOM_COUNT === 1 ? 'sign' : 'signs'}`;
}

/** Share of the 15 signs recognised, 0-100, for the progress bar beside the headline. */
export function signsPercent(recognised: number): number {
  if (!Number.isFinite(recognised) || recognised <= 0) return 0;
  return Math.min(100, Math.round((recognised / SYMPTOM_COUNT) * 100));
}

/** The weighted score in words, with its real ceiling (93) and where the weights come from. */
export function weightedScoreText(riskScore: number): string {
  return `Weighted score: ${riskScore} (the highest possible is ${LIPEDEMA_MAX_SCORE}). Signs most often described in lipedema count for more. The weights are our own, not a validated test.`;
}

export function lipedemaReducer(state: LipedemaState, action: LipedemaAction): LipedemaState {
  switch (action.type) {
    case 'toggle':
      return state.finished ? state : { ...state, selected: toggleSymptom(state.selected, action.symptomId) };
    case 'complete':
      return canComplete(state) && !state.finished
        ? { ...state, finished: true, result: lipedemaResult(state.selected, action.now) }
        : state;
    case 'again':
      return { ...state, finished: false };
    case 'review':
      return state.result ? { ...state, finished: true } : state;
  }
}

/** Symptoms of one group, and how many of them are chosen. */
export function groupSymptoms(
  category: LipedemaCategory,
  selected: readonly string[],
): { symptoms: LipedemaSymptom[]; selectedCount: number } {
  const symptoms = SYMPTOMS.filter((symptom) => symptom.category === category);
  return { symptoms, selectedCount: symptoms.filter((symptom) => selected.includes(symptom.id)).length };
}

/** POST /api/lipedema-assessment body (docs/product.md, "Health assessments"). */
export function lipedemaSubmission(sessionId: string, result: LipedemaResult) {
  return {
    sessionId,
    riskScore: result.riskScore,
    symptoms: { selected: result.selected, categories: result.categories, total: result.total },
  };
}
