import { ukSpellings } from './spelling';

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

  it('leaves US forms and look-alike words alone', () => {
    const text =
      'Estrogen, color, behavior, center, program, recognize, fiber, anemia, edema, aging, gray, counseling, analyzed. A specialist heard criticism; exercise is wise; the analysis was precise; advise and promise.';
    expect(ukSpellings(text)).toEqual([]);
  });

  it('allows naming the UK spelling on purpose', () => {
    expect(ukSpellings('In the UK it is spelled lipoedema.')).toEqual([]);
    expect(ukSpellings('Lipoedema is common.')).toHaveLength(1);
  });
});
