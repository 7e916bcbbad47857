/**
 * The lipedema recognition questionnaire (educational only: it cannot diagnose).
 * Symptom ids and weights exactly as the product lists them; weights sum to 185.
 */

export type LipedemaCategory = 'physical' | 'pain' | 'progression';
export const LIPEDEMA_CATEGORIES: readonly LipedemaCategory[] = ['physical', 'pain', 'progression'];

export type LipedemaSymptom = { id: string; category: LipedemaCategory; weight: number; label: string };

export const LIPEDEMA_SYMPTOMS = [
  { id: 'bilateral_symmetry', category: 'physical', weight: 15, label: 'Both legs (or arms) are affected in the same way, on both sides' },
  { id: 'ankle_stepoff', category: 'physical', weight: 20, label: 'A "cuff" or step where the fuller leg stops just above the ankle' },
  { id: 'soft_tissue', category: 'physical', weight: 12, label: 'The affected tissue feels soft, sometimes with small nodules under the skin' },
  { id: 'column_legs', category: 'physical', weight: 10, label: 'Legs look column-like, without much shape at the knee or ankle' },
  { id: 'disproportionate', category: 'physical', weight: 15, label: 'Lower body is much fuller than the upper body' },
  { id: 'no_foot_involvement', category: 'physical', weight: 10, label: 'Feet (and hands) stay slim while legs (or arms) are fuller' },
  { id: 'touch_sensitive', category: 'pain', weight: 18, label: 'The affected areas are tender or painful to touch' },
  { id: 'aching_heaviness', category: 'pain', weight: 12, label: 'Legs ache or feel heavy, especially at the end of the day' },
  { id: 'bruising_easily', category: 'pain', weight: 8, label: 'You bruise easily on the affected areas' },
  { id: 'burning_sensation', category: 'pain', weight: 10, label: 'Burning or tingling feelings in the affected areas' },
  { id: 'exercise_intolerance', category: 'pain', weight: 12, label: 'Activity makes the affected areas hurt or swell more' },
  { id: 'diet_resistant', category: 'progression', weight: 15, label: 'The fuller areas do not change much with diet or exercise' },
  { id: 'worsening_hormones', category: 'progression', weight: 14, label: 'It began or got worse at puberty, pregnancy or menopause' },
  { id: 'family_history', category: 'progression', weight: 8, label: 'Women in your family have a similar body shape' },
  { id: 'cold_sensitivity', category: 'progression', weight: 6, label: 'The affected skin often feels cool to the touch' },
] as const satisfies readonly LipedemaSymptom[];

export type LipedemaSymptomId = (typeof LIPEDEMA_SYMPTOMS)[number]['id'];
export const LIPEDEMA_SYMPTOM_IDS = LIPEDEMA_SYMPTOMS.map((symptom) => symptom.id) as LipedemaSymptomId[];

/** The product's denominator: round(sum / 200 x 100), capped at 100. */
export const LIPEDEMA_SCORE_DENOMINATOR = 200;

export type LipedemaRiskLevel = 'Low' | 'Moderate' | 'High' | 'Very High';

export function lipedemaRiskScore(selected: readonly string[]): number {
  const sum = (LIPEDEMA_SYMPTOMS as readonly LipedemaSymptom[])
    .filter((symptom) => selected.includes(symptom.id))
    .reduce((total, symptom) => total + symptom.weight, 0);
  return Math.min(100, Math.round((sum / LIPEDEMA_SCORE_DENOMINATOR) * 100));
}

/** Below 25 Low; 25-49 Moderate; 50-74 High; 75 or more Very High. */
export function lipedemaRiskLevel(score: number): LipedemaRiskLevel {
  if (score >= 75) return 'Very High';
  if (score >= 50) return 'High';
  if (score >= 25) return 'Moderate';
  return 'Low';
}

export function lipedemaCategoryCounts(selected: readonly string[]): Record<LipedemaCategory, number> {
  const counts: Record<LipedemaCategory, number> = { physical: 0, pain: 0, progression: 0 };
  for (const symptom of LIPEDEMA_SYMPTOMS as readonly LipedemaSymptom[]) {
    if (selected.includes(symptom.id)) counts[symptom.category] += 1;
  }
  return counts;
}
