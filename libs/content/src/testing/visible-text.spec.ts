import { visibleTexts } from './visible-text';

describe('visible text walker used by the content checks', () => {
  it('finds every readable string in nested exports, with its path and kind', () => {
    const exports = {
      NEW_COURSE: [
        {
          id: 'week-one',
          title: 'Week One',
          content: '## Start here\n\nA short body.',
          steps: ['Write down one worry.', 'Walk'],
          references: [{ title: 'A Paper', url: 'https://doi.org/10.1/x' }],
          icon: '🌿',
          lastUpdated: '2026-11-26',
        },
      ],
      SUPPORTS: { 'Cooling kit': 'A fan and a spare top help at work.' },
      helper: () => 'not content',
    };
    expect(visibleTexts(exports)).toEqual([
      { where: 'NEW_COURSE.0.title', text: 'Week One', kind: 'label' },
      { where: 'NEW_COURSE.0.content', text: '## Start here\n\nA short body.', kind: 'markup' },
      { where: 'NEW_COURSE.0.steps.0', text: 'Write down one worry.', kind: 'prose' },
      { where: 'NEW_COURSE.0.steps.1', text: 'Walk', kind: 'label' },
      { where: 'SUPPORTS[key]', text: 'Cooling kit', kind: 'label' },
      { where: 'SUPPORTS.Cooling kit', text: 'A fan and a spare top help at work.', kind: 'prose' },
    ]);
  });

  it('reads a long line without a full stop as prose', () => {
    const line = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen';
    expect(visibleTexts({ LIST: [line] })).toEqual([{ where: 'LIST.0', text: line, kind: 'prose' }]);
  });
});
