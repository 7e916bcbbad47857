/** The hub's views (docs/product.md, "Health assessments"): selection, universal, lipedema. */
export type AssessmentId = 'universal' | 'lipedema';
export type HubView = 'selection' | AssessmentId;

/** Adds an assessment to the list completed in this visit (kept in memory only, never stored). */
export function markCompleted(completed: readonly AssessmentId[], id: AssessmentId): AssessmentId[] {
  return completed.includes(id) ? [...completed] : [...completed, id];
}

export type AssessmentCard = { id: AssessmentId; title: string; duration: string; summary: string; benefits: readonly string[] };

export const ASSESSMENT_CARDS: readonly AssessmentCard[] = [
  {
    id: 'universal',
    title: 'Universal Health Assessment',
    duration: '10-15 minutes',
    summary: 'Twelve questions about how you live and feel now, with a score for five areas of wellbeing.',
    benefits: [
      'Scores for movement, nutrition, purpose, social connection and stress',
      'Your perimenopause stage and the symptoms you notice',
      'A short, practical message for each area',
      'A one-page summary you can print for your clinician',
    ],
  },
  {
    id: 'lipedema',
    title: 'Lipedema Recognition Assessment',
    duration: '5-10 minutes',
    summary: 'Fifteen features commonly described in lipedema, a condition that is often missed or mistaken for weight gain.',
    benefits: [
      'Learn what lipedema can look and feel like',
      'See which features you recognise, by body shape, pain and history',
      'Questions to raise with a clinician, and where to learn more',
      'Educational only: it cannot diagnose',
    ],
  },
];
