import * as content from './index';
import { MEDICINE_WARNINGS, missingWarnings } from './testing/medicine-warnings';
import { visibleTexts } from './testing/visible-text';

/**
 * Wherever a medicine is offered, its key warning is there too (docs/content.md, "Medicines and
 * their warnings"). The unit is what a visitor reads as one piece: an education module (its card,
 * key insight and body) or a Smart Stack. Inside it, at least one section that names the medicine
 * (a `## ` section of a body, or a whole field) must carry every phrase of the warning, so the
 * warning sits next to the medicine, not somewhere else on the page.
 */
function sectionsByPiece(): Map<string, string[]> {
  const pieces = new Map<string, string[]>();
  for (const text of visibleTexts(content as Record<string, unknown>)) {
    const piece = text.where.split('.').slice(0, 2).join('.');
    const sections = text.kind === 'markup' ? text.text.split(/\n(?=## )/) : [text.text];
    pieces.set(piece, [...(pieces.get(piece) ?? []), ...sections]);
  }
  return pieces;
}

describe('medicines named in the content', () => {
  it('carry their key warning in a section that names them, in every module and stack that names them', () => {
    const problems: string[] = [];
    for (const [piece, sections] of sectionsByPiece())
      for (const entry of MEDICINE_WARNINGS) {
        const naming = sections.filter((section) => entry.named.test(section));
        if (naming.length === 0 || naming.some((section) => missingWarnings(entry, section).length === 0)) continue;
        const best = naming.map((section) => missingWarnings(entry, section)).sort((a, b) => a.length - b.length)[0]!;
        problems.push(`${piece}: ${entry.medicine} without ${best.join(', ')}`);
      }
    expect(problems).toEqual([]);
  });

  it('finds the medicines the library offers (the check is not empty)', () => {
    const named = new Set<string>();
    for (const sections of sectionsByPiece().values())
      for (const entry of MEDICINE_WARNINGS) if (sections.some((section) => entry.named.test(section))) named.add(entry.medicine);
    for (const medicine of ['fezolinetant', 'elinzanetant', 'gabapentin', 'oxybutynin', 'ospemifene', 'GLP-1 weight-loss medicines'])
      expect(named).toContain(medicine);
  });
});

describe('medicine warning rules', () => {
  const rule = (medicine: string) => MEDICINE_WARNINGS.find((entry) => entry.medicine === medicine)!;

  it('asks fezolinetant for its boxed warning, liver injury and liver blood tests', () => {
    const fezolinetant = rule('fezolinetant');
    expect(fezolinetant.named.test('Newer medicines such as Veozah.')).toBe(true);
    expect(missingWarnings(fezolinetant, 'Fezolinetant can help hot flashes.')).toEqual([
      'its boxed warning',
      'liver injury',
      'liver blood tests',
    ]);
    expect(
      missingWarnings(fezolinetant, 'Fezolinetant has a boxed warning for liver injury; you need blood tests before you start.'),
    ).toEqual([]);
  });

  it('asks elinzanetant for sleepiness, liver blood tests and pregnancy', () => {
    const elinzanetant = rule('elinzanetant');
    expect(missingWarnings(elinzanetant, 'Elinzanetant can make you sleepy.')).toEqual(['liver blood tests', 'not in pregnancy']);
  });

  it('counts hormone therapy only where it is offered as a treatment', () => {
    const hrt = rule('systemic estrogen (HRT tablets, patches, gels, sprays), where it is offered as a treatment');
    expect(hrt.named.test('Hormone therapy can help mood.')).toBe(true);
    expect(hrt.named.test('Estrogen patches are one choice.')).toBe(true);
    expect(hrt.named.test('HRT is not birth control.')).toBe(false);
    expect(hrt.named.test('Our module on hormone therapy.')).toBe(false);
    expect(hrt.named.test('Estrogen falls in perimenopause.')).toBe(false);
  });
});
