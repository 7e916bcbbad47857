import { guidanceParagraphs } from './guidance';

describe('guidanceParagraphs', () => {
  it('splits on blank lines, trims, and drops empty paragraphs', () => {
    expect(guidanceParagraphs('First one.\n\nSecond one.\n  \nThird\ncontinues.\n\n\n')).toEqual([
      'First one.',
      'Second one.',
      'Third\ncontinues.',
    ]);
  });

  it('keeps a single paragraph whole', () => {
    expect(guidanceParagraphs('  Only this.  ')).toEqual(['Only this.']);
    expect(guidanceParagraphs('')).toEqual([]);
  });
});
