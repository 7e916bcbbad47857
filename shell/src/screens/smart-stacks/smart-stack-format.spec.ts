import { symptomLabels } from './smart-stack-format';

describe('smart stack card symptoms', () => {
  it('shows up to two symptoms with underscores as spaces, then +N', () => {
    expect(symptomLabels(['hot_flashes', 'night_sweats', 'sleep', 'mood'])).toEqual({
      labels: ['hot flashes', 'night sweats'],
      more: 2,
    });
    expect(symptomLabels(['bone_health'])).toEqual({ labels: ['bone health'], more: 0 });
    expect(symptomLabels([])).toEqual({ labels: [], more: 0 });
  });
});
