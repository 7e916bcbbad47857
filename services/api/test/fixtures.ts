import { randomUUID } from 'node:crypto';
import {
  lipedemaCategoryCounts,
  lipedemaRiskScore,
  MRS_ITEM_IDS,
  scoreMrs,
  scoreUniversalAssessment,
  type MrsAnswers,
  type MrsRating,
  type UniversalResponses,
} from '@renewed/contracts';

export const SAMPLE_RESPONSES: UniversalResponses = {
  movement_daily: 'about_30_minutes',
  movement_exercise: ['walking', 'strength_training'],
  nutrition_plants: 'three_to_four',
  nutrition_processed: 'few_weekly',
  purpose_meaning: 7,
  purpose_morning: 'looking_forward',
  social_relationships: 'mostly',
  social_community: 'monthly',
  stress_management: 4,
  stress_practices: [],
  peri_stage: 'mid_perimenopause',
  peri_symptoms: ['hot_flashes', 'night_sweats', 'sleep_problems', 'brain_fog'],
};

export function universalSubmission(sessionId: string, responses: UniversalResponses = SAMPLE_RESPONSES) {
  return { sessionId, assessmentType: 'universal_health', responses, scores: scoreUniversalAssessment(responses) };
}

export function lipedemaSubmission(
  sessionId: string,
  selected: string[] = ['ankle_stepoff', 'touch_sensitive', 'diet_resistant'],
) {
  return {
    sessionId,
    riskScore: lipedemaRiskScore(selected),
    symptoms: { selected, categories: lipedemaCategoryCounts(selected), total: selected.length },
  };
}

/** One MRS completion: every item rated by `ratings` in item order (default a mixed set), scores computed. */
export function mrsSubmission(sessionId: string, ratings: readonly MrsRating[] = [3, 1, 2, 1, 2, 0, 3, 1, 0, 2, 2]) {
  const answers = Object.fromEntries(MRS_ITEM_IDS.map((id, index) => [id, ratings[index] ?? 0])) as MrsAnswers;
  return { sessionId, completionId: randomUUID(), answers, scores: scoreMrs(answers) };
}
