import { isUkForm, ukSpellings } from './spelling';

describe('US spelling check used by the content checks', () => {
  it('flags the common UK forms', () => {
    const text =
      'Oestrogen changes colour and behaviour. The centre runs a programme to recognise fibre, anaemia and oedema. Ageing, grey hair and counselling. We analysed it and will organise it.';
    const found = ukSpellings(text).map((entry) => entry.split('"')[1]);
    expect(found.sort()).toEqual(
      [
        'Oestrogen',
        'colour',
        'behaviour',
        'centre',
        'programme',
        'recognise',
        'fibre',
        'anaemia',
        'oedema',
        'Ageing',
        'grey',
        'counselling',
        'analysed',
        'organise',
      ].sort(),
    );
  });

  it('flags word forms, not only base words', () => {
    for (const word of ['moisturising', 'moisturiser', 'levelled', 'judgements', 'labelled', 'favourites', 'hospitalised', 'organisations', 'lipoedema', 'dysmenorrhoea'])
      expect({ word, uk: isUkForm(word) }).toEqual({ word, uk: true });
  });

  it('suggests the US form', () => {
    expect(ukSpellings('A gentle moisturiser.')).toEqual(['"moisturiser" (use moisturizer)']);
  });

  it('leaves US forms and look-alike words alone', () => {
    const text =
      'Estrogen, color, behavior, center, program, recognize, fiber, anemia, edema, aging, gray, counseling, analyzed, moisturizing, leveled, judgments. A specialist heard criticism; exercise is wise; the analysis was precise; advise and promise. Semaglutide and fezolinetant are not in either dictionary.';
    expect(ukSpellings(text)).toEqual([]);
  });

  it("keeps possessives and the allowed naming of a UK spelling", () => {
    expect(ukSpellings("The centre's hours.")).toHaveLength(1);
    expect(ukSpellings('In the UK it is spelled lipoedema.')).toEqual([]);
    expect(ukSpellings('Lipoedema is common.')).toHaveLength(1);
  });
});
