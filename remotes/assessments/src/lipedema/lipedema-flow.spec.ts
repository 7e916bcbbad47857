import { LIPEDEMA_SYMPTOMS } from '@renewed/contracts/assessments/lipedema';
import { EDUCATIONAL_NOTE, LEVEL_DESCRIPTIONS, QUESTIONNAIRE_LIMITS, SPECIALIST_CHECKS, SUPPORT_PLAN } from './lipedema-content';
import {
  canComplete,
  groupSymptoms,
  INITIAL_LIPEDEMA_STATE,
  lipedemaReducer,
  LIPEDEMA_MAX_SCORE,
  lipedemaSubmission,
  signsHeadline,
  signsPercent,
  toggleSymptom,
  weightedScoreText,
  type LipedemaAction,
} from './lipedema-flow';

const NOW = '2026-01-01T10:00:00.000Z';
const run = (actions: LipedemaAction[]) => actions.reduce(lipedemaReducer, INITIAL_LIPEDEMA_STATE);
const toggle = (symptomId: string): LipedemaAction => ({ type: 'toggle', symptomId });

describe('lipedema questionnaire flow (docs/product.md, "Health assessments")', () => {
  it('toggling adds or removes a symptom, in questionnaire order', () => {
    expect(toggleSymptom([], 'cold_sensitivity')).toEqual(['cold_sensitivity']);
    expect(toggleSymptom(['cold_sensitivity'], 'ankle_stepoff')).toEqual(['ankle_stepoff', 'cold_sensitivity']);
    expect(toggleSymptom(['ankle_stepoff', 'cold_sensitivity'], 'ankle_stepoff')).toEqual(['cold_sensitivity']);
    expect(toggleSymptom([], 'not_a_symptom')).toEqual([]);
  });

  it('Complete needs at least one symptom', () => {
    expect(canComplete(INITIAL_LIPEDEMA_STATE)).toBe(false);
    expect(lipedemaReducer(INITIAL_LIPEDEMA_STATE, { type: 'complete', now: NOW })).toBe(INITIAL_LIPEDEMA_STATE);
    expect(canComplete(run([toggle('family_history')]))).toBe(true);
  });

  it('Complete shows the exact risk score, level and category counts', () => {
    // 20 + 18 + 15 + 15 + 14 + 12 + 15 = 109 -> 54.5 -> 55, High
    const chosen = [
      'ankle_stepoff',
      'touch_sensitive',
      'bilateral_symmetry',
      'diet_resistant',
      'worsening_hormones',
      'aching_heaviness',
      'disproportionate',
    ];
    const state = run([...chosen.map(toggle), { type: 'complete', now: NOW }]);
    expect(state.finished).toBe(true);
    expect(state.result).toEqual({
      selected: [
        'bilateral_symmetry',
        'ankle_stepoff',
        'disproportionate',
        'touch_sensitive',
        'aching_heaviness',
        'diet_resistant',
        'worsening_hormones',
      ],
      riskScore: 55,
      level: 'High',
      categories: { physical: 3, pain: 2, progression: 2 },
      total: 7,
      completedAt: NOW,
    });
    expect(lipedemaSubmission('session-1', state.result!)).toEqual({
      sessionId: 'session-1',
      riskScore: 55,
      symptoms: { selected: state.result!.selected, categories: { physical: 3, pain: 2, progression: 2 }, total: 7 },
    });
  });

  it('Take Again returns to the questions with the choices kept; results show the completed run', () => {
    const done = run([toggle('ankle_stepoff'), { type: 'complete', now: NOW }]);
    const again = lipedemaReducer(done, { type: 'again' });
    expect(again).toMatchObject({ finished: false, selected: ['ankle_stepoff'] });
    const changed = lipedemaReducer(again, toggle('family_history'));
    expect(changed.selected).toEqual(['ankle_stepoff', 'family_history']);
    expect(lipedemaReducer(changed, { type: 'review' }).result?.selected).toEqual(['ankle_stepoff']);
  });

  it('choices cannot change while the results are shown', () => {
    const done = run([toggle('ankle_stepoff'), { type: 'complete', now: NOW }]);
    expect(lipedemaReducer(done, toggle('family_history'))).toBe(done);
  });

  it('headlines the result as a count of the 15 signs, never as a risk', () => {
    expect(signsHeadline(1)).toBe('You recognised 1 of 15 signs');
    expect(signsHeadline(7)).toBe('You recognised 7 of 15 signs');
    expect([0, 1, 5, 15, 16, -1, Number.NaN].map(signsPercent)).toEqual([0, 7, 33, 100, 100, 0, 0]);
  });

  it('states the real ceiling of the weighted score (93, not 100) and that the weights are ours', () => {
    expect(LIPEDEMA_MAX_SCORE).toBe(93);
    expect(weightedScoreText(41)).toBe(
      'Weighted score: 41 (the highest possible is 93). Signs most often described in lipedema count for more. The weights are our own, not a validated test.',
    );
    expect(weightedScoreText(41)).not.toMatch(/out of 100|risk/i);
  });

  it('says it is educational only, what a specialist looks at and its limits, in words that never diagnose', () => {
    expect(EDUCATIONAL_NOTE).toMatch(/educational only/);
    expect(EDUCATIONAL_NOTE).toMatch(/cannot diagnose lipedema, and they cannot rule it out/);
    expect(SPECIALIST_CHECKS.length).toBeGreaterThanOrEqual(4);
    expect(QUESTIONNAIRE_LIMITS.join(' ')).toMatch(/not a validated medical test/);
    const everything = [EDUCATIONAL_NOTE, ...SPECIALIST_CHECKS, ...QUESTIONNAIRE_LIMITS, ...Object.values(LEVEL_DESCRIPTIONS)];
    for (const text of everything) expect(text).not.toMatch(/\brisk\b/i);
  });

  it('counts the chosen symptoms of each group', () => {
    expect(groupSymptoms('physical', ['ankle_stepoff', 'touch_sensitive']).selectedCount).toBe(1);
    expect(groupSymptoms('progression', []).symptoms.map((symptom) => symptom.id)).toEqual([
      'diet_resistant',
      'worsening_hormones',
      'family_history',
      'cold_sensitivity',
    ]);
    const sizes = (['physical', 'pain', 'progression'] as const).map((category) => groupSymptoms(category, []).symptoms.length);
    expect(sizes).toEqual([6, 5, 4]);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(LIPEDEMA_SYMPTOMS.length);
  });

  it('has a description and a support plan for every level', () => {
    for (const level of ['Low', 'Moderate', 'High', 'Very High'] as const) {
      expect(LEVEL_DESCRIPTIONS[level].length).toBeGreaterThan(40);
      expect(SUPPORT_PLAN[level].length).toBeGreaterThan(0);
    }
  });
});
