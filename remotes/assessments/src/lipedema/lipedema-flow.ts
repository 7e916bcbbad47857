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

/** Above this risk score the results add the 'Important Note' (spec: "above risk score 50"). */
export const IMPORTANT_NOTE_ABOVE = 50;

/** Spec section 4: selecting, then results after Complete; Take Again keeps the choices. */
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

/** 'Complete Assessment' needs at least one symptom (spec section 5). */
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

export function showImportantNote(riskScore: number): boolean {
  return riskScore > IMPORTANT_NOTE_ABOVE;
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

/** POST /api/lipedema-assessment body (spec section 3). */
export function lipedemaSubmission(sessionId: string, result: LipedemaResult) {
  return {
    sessionId,
    riskScore: result.riskScore,
    symptoms: { selected: result.selected, categories: result.categories, total: result.total },
  };
}
