/**
 * Medicines the library names, each with the key warning a reader must meet wherever the medicine
 * is offered (docs/content.md, "Medicines and their warnings: `libs/content/src/medicine-warnings.spec.ts`").
 * A warning is a list of phrase groups: every group must match (any of its alternatives).
 * Test-only: nothing here ships.
 */
export type MedicineWarning = {
  medicine: string;
  /** How the text names it (brand and generic names). */
  named: RegExp;
  /** What the warning says, in plain words: each pattern must match. */
  warning: ReadonlyArray<{ says: string; pattern: RegExp }>;
};

export const MEDICINE_WARNINGS: readonly MedicineWarning[] = [
  {
    medicine: 'fezolinetant',
    named: /\b(fezolinetant|veozah)\b/i,
    warning: [
      { says: 'its boxed warning', pattern: /boxed warning/i },
      { says: 'liver injury', pattern: /\bliver\b/i },
      { says: 'liver blood tests', pattern: /blood tests?/i },
    ],
  },
  {
    medicine: 'elinzanetant',
    named: /\b(elinzanetant|lynkuet)\b/i,
    warning: [
      { says: 'sleepiness or dizziness', pattern: /sleep(y|iness)|drows|dizz/i },
      { says: 'liver blood tests', pattern: /\bliver\b.*blood tests?|blood tests?.*\bliver\b/is },
      { says: 'not in pregnancy', pattern: /pregnan/i },
    ],
  },
  {
    medicine: 'paroxetine or fluoxetine',
    named: /\b(paroxetine|fluoxetine|brisdelle)\b/i,
    warning: [{ says: 'it can stop tamoxifen working well', pattern: /tamoxifen/i }],
  },
  {
    medicine: 'other antidepressants for hot flashes (SSRIs, SNRIs)',
    named: /\b(venlafaxine|desvenlafaxine|escitalopram|citalopram|sertraline|SSRIs?|SNRIs?)\b/,
    warning: [{ says: 'side effects', pattern: /side effects?|nausea|tamoxifen/i }],
  },
  {
    medicine: 'gabapentin',
    named: /\bgabapentin\b/i,
    warning: [{ says: 'dizziness or drowsiness', pattern: /dizz|drows|sleepy/i }],
  },
  {
    medicine: 'oxybutynin',
    named: /\boxybutynin\b/i,
    warning: [{ says: 'dry mouth, constipation or memory concerns', pattern: /dry mouth|constipation|memory/i }],
  },
  {
    medicine: 'clonidine',
    named: /\bclonidine\b/i,
    warning: [{ says: 'low blood pressure, dizziness or drowsiness', pattern: /blood pressure|dizz|drows/i }],
  },
  {
    medicine: 'tibolone',
    named: /\btibolone\b/i,
    warning: [{ says: 'stroke or breast cancer risk', pattern: /stroke|breast cancer/i }],
  },
  {
    medicine: 'ospemifene',
    named: /\bospemifene\b/i,
    warning: [{ says: 'clots, stroke, the womb lining, or limited safety data', pattern: /clot|stroke|womb|endometri|safety data/i }],
  },
  {
    medicine: 'prasterone (vaginal DHEA)',
    named: /\b(prasterone|vaginal DHEA|intrarosa)\b/i,
    warning: [{ says: 'discharge, or limited safety data', pattern: /discharge|safety data|not been studied/i }],
  },
  {
    medicine: 'testosterone treatment',
    named: /\btestosterone (gel|cream|therapy|treatment|products?|is used|for (low|women))\b|\b(using|use|take|taking|prescribe\w*|offer\w*) testosterone\b/i,
    warning: [{ says: 'acne, hair growth or voice changes', pattern: /acne|hair growth|voice/i }],
  },
  {
    medicine: 'systemic estrogen (HRT tablets, patches, gels, sprays), where it is offered as a treatment',
    named:
      /\b(estradiol|estrogen (tablets?|pills?|patch(es)?|gels?|sprays?))\b|\b(HRT|hormone therapy)\b,? (is|are|can|may|might|could|also|often|usually|helps?|reduces?|eases?|treats?|works?|protects?|improves?|relieves?)\b(?! not)/i,
    warning: [{ says: 'blood clots, stroke or breast cancer risk', pattern: /clots?|stroke|breast cancer/i }],
  },
  {
    medicine: 'progesterone taken with estrogen',
    named: /\b(micronized progesterone|progesterone (capsules?|pills?|tablets?))\b/i,
    warning: [{ says: 'its risks, why it is needed (the womb lining), or its side effects', pattern: /womb|uterus|endometri|side effects?|drows|bleed|breast cancer|clot/i }],
  },
  {
    medicine: 'GLP-1 weight-loss medicines',
    named: /\b(semaglutide|tirzepatide|liraglutide|wegovy|zepbound|mounjaro|ozempic)\b/i,
    warning: [
      { says: 'stomach side effects', pattern: /nausea|vomit|stomach|constipation|diarrhea/i },
      { says: 'serious risks (pancreas, gallbladder, thyroid tumors) or pregnancy', pattern: /pancrea|gallbladder|thyroid|pregnan/i },
    ],
  },
];

/** The warnings a section is missing for a medicine it names ([] when complete or not named). */
export function missingWarnings(entry: MedicineWarning, section: string): string[] {
  return entry.warning.filter(({ pattern }) => !pattern.test(section)).map(({ says }) => says);
}
