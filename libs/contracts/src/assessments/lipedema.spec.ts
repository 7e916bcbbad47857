import { LIPEDEMA_SYMPTOMS, lipedemaCategoryCounts, lipedemaRiskLevel, lipedemaRiskScore } from './lipedema';

describe('lipedema scoring', () => {
  it('has the 15 spec symptoms with weights summing to 185', () => {
    expect(LIPEDEMA_SYMPTOMS).toHaveLength(15);
    expect(LIPEDEMA_SYMPTOMS.reduce((sum, symptom) => sum + symptom.weight, 0)).toBe(185);
    expect(lipedemaCategoryCounts(LIPEDEMA_SYMPTOMS.map((symptom) => symptom.id))).toEqual({
      physical: 6,
      pain: 5,
      progression: 4,
    });
  });

  it('riskScore = round(sum / 200 x 100), and all 15 give 93 (185/200)', () => {
    expect(lipedemaRiskScore([])).toBe(0);
    expect(lipedemaRiskScore(['cold_sensitivity'])).toBe(3); // 6/200 = 3
    expect(lipedemaRiskScore(['bruising_easily', 'family_history', 'cold_sensitivity', 'burning_sensation'])).toBe(16); // 32/200
    expect(lipedemaRiskScore(['cold_sensitivity', 'soft_tissue'])).toBe(9); // 18/200
    expect(lipedemaRiskScore(LIPEDEMA_SYMPTOMS.map((symptom) => symptom.id))).toBe(93);
  });

  it('rounds halves up', () => {
    // 20 + 6 + 8 + 8 + 12 = 54 -> 27
    expect(lipedemaRiskScore(['ankle_stepoff', 'cold_sensitivity', 'family_history', 'bruising_easily', 'soft_tissue'])).toBe(27);
    // an odd weight sum lands on .5: 15 / 200 = 7.5% -> 8
    expect(lipedemaRiskScore(['bilateral_symmetry'])).toBe(8);
  });

  it('levels at the exact boundaries 25, 50 and 75', () => {
    expect([0, 24, 25, 49, 50, 74, 75, 100].map(lipedemaRiskLevel)).toEqual([
      'Low',
      'Low',
      'Moderate',
      'Moderate',
      'High',
      'High',
      'Very High',
      'Very High',
    ]);
  });

  it('symptom sets that land exactly on 25, 50 and 75 (and just below) get the right level', () => {
    const all = LIPEDEMA_SYMPTOMS.map((symptom) => symptom.id) as string[];
    const without = (...ids: string[]) => all.filter((id) => !ids.includes(id));
    const cases: Array<[string[], number, string]> = [
      [['bilateral_symmetry', 'disproportionate', 'touch_sensitive'], 24, 'Low'], // 48 / 200
      [['bilateral_symmetry', 'ankle_stepoff', 'disproportionate'], 25, 'Moderate'], // 50 / 200
      [
        [
          'bilateral_symmetry',
          'ankle_stepoff',
          'soft_tissue',
          'column_legs',
          'disproportionate',
          'touch_sensitive',
          'bruising_easily',
        ],
        49,
        'Moderate',
      ], // 98
      [
        [
          'bilateral_symmetry',
          'ankle_stepoff',
          'soft_tissue',
          'column_legs',
          'disproportionate',
          'no_foot_involvement',
          'touch_sensitive',
        ],
        50,
        'High',
      ], // 100
      [without('bilateral_symmetry', 'worsening_hormones', 'family_history'), 74, 'High'], // 185 - 37 = 148
      [without('ankle_stepoff', 'diet_resistant'), 75, 'Very High'], // 185 - 35 = 150
    ];
    for (const [selected, score, level] of cases) {
      expect([lipedemaRiskScore(selected), lipedemaRiskLevel(lipedemaRiskScore(selected))]).toEqual([score, level]);
    }
  });

  it('ignores ids it does not know', () => {
    expect(lipedemaRiskScore(['not_a_symptom'])).toBe(0);
  });
});
