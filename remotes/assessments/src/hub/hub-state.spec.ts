import { ASSESSMENT_CARDS, markCompleted } from './hub-state';

describe('assessment hub', () => {
  it('remembers each completed assessment once', () => {
    expect(markCompleted([], 'universal')).toEqual(['universal']);
    expect(markCompleted(['universal'], 'universal')).toEqual(['universal']);
    expect(markCompleted(['universal'], 'lipedema')).toEqual(['universal', 'lipedema']);
  });

  it('offers both assessments with the documented times', () => {
    expect(ASSESSMENT_CARDS.map((card) => [card.title, card.duration])).toEqual([
      ['Universal Health Assessment', '10-15 minutes'],
      ['Lipedema Recognition Assessment', '5-10 minutes'],
    ]);
  });
});
