/**
 * The clean beauty guide: ingredients some people choose to avoid, with where they are found, the
 * concern, how strong the evidence is (stated honestly), alternatives and sources; and our own
 * documented product checklist with score bands. No third-party scores. Rules: docs/product.md,
 * "Clean beauty guide".
 */
export type EvidenceStrength = 'strong' | 'moderate' | 'limited';

export const EVIDENCE_LABELS: Readonly<Record<EvidenceStrength, string>> = {
  strong: 'Strong evidence',
  moderate: 'Some evidence in people',
  limited: 'Limited: mostly lab or animal studies',
};

/** `year` for papers and laws; web pages that are updated in place carry none. */
export type Source = { title: string; publisher: string; year?: number; url: string };

export type IngredientToAvoid = {
  id: string;
  name: string;
  /** Other names to look for on the label. */
  labelNames: readonly string[];
  found: string;
  concern: string;
  evidence: EvidenceStrength;
  evidenceNote: string;
  alternatives: readonly string[];
  sources: readonly Source[];
};

const ENDOCRINE_REVIEW: Source = {
  title: 'EDC-2: The Endocrine Society’s second scientific statement on endocrine-disrupting chemicals',
  publisher: 'Gore AC et al., Endocrine Reviews',
  year: 2015,
  url: 'https://doi.org/10.1210/er.2015-1010',
};

export const INGREDIENTS_TO_AVOID: readonly IngredientToAvoid[] = [
  {
    id: 'fragrance',
    name: 'Fragrance (parfum)',
    labelNames: ['fragrance', 'parfum', 'perfume', 'aroma'],
    found: 'Perfume, lotion, shampoo and soap. Also many other things that smell nice, even some laundry soap.',
    concern:
      'Fragrance is one of the most common causes of skin allergy, such as an itchy rash. Skin often gets drier and more tender after menopause, so a rash may be more likely.',
    evidence: 'strong',
    evidenceNote:
      'Allergy to fragrance is well shown in people. Most people are not allergic, so this matters most if your skin reacts.',
    alternatives: ['Products labeled “fragrance-free” (note that “unscented” can still contain masking fragrance)'],
    sources: [
      {
        title: 'Allergens in Cosmetics',
        publisher: 'U.S. Food and Drug Administration',
        url: 'https://www.fda.gov/cosmetics/cosmetic-ingredients/allergens-cosmetics',
      },
    ],
  },
  {
    id: 'formaldehyde',
    name: 'Formaldehyde and formaldehyde releasers',
    labelNames: [
      'formaldehyde',
      'formalin',
      'methylene glycol',
      'DMDM hydantoin',
      'quaternium-15',
      'imidazolidinyl urea',
      'diazolidinyl urea',
    ],
    found: 'Some hair-smoothing (keratin) treatments and nail hardeners. Some shampoos and soaps use it to keep germs out.',
    concern:
      'Formaldehyde is a known cause of cancer in people with high, long-term exposure by breathing it in. Heated hair-smoothing treatments can release it into the air. Releasers can also cause skin allergy.',
    evidence: 'strong',
    evidenceNote:
      'The cancer link comes from heavy exposure, such as at work. The tiny amounts released by a preserved shampoo are far lower, but allergy to releasers is common.',
    alternatives: [
      'Hair-smoothing services that do not release formaldehyde when heated',
      'Nail products labeled formaldehyde-free',
    ],
    sources: [
      {
        title: 'Hair Smoothing Products That Release Formaldehyde When Heated',
        publisher: 'U.S. Food and Drug Administration',
        url: 'https://www.fda.gov/cosmetics/cosmetic-products/hair-smoothing-products-release-formaldehyde-when-heated',
      },
      {
        title: 'Formaldehyde and Cancer Risk',
        publisher: 'National Cancer Institute',
        url: 'https://www.cancer.gov/about-cancer/causes-prevention/risk/substances/formaldehyde',
      },
    ],
  },
  {
    id: 'parabens',
    name: 'Parabens',
    labelNames: ['methylparaben', 'ethylparaben', 'propylparaben', 'butylparaben'],
    found: 'Creams, makeup, shampoo and other products with water, to keep germs out.',
    concern:
      'In lab and animal studies, some parabens act a bit like the hormone estrogen, but far more weakly. The European Union banned five of them in beauty products in 2014. It limits the rest.',
    evidence: 'limited',
    evidenceNote:
      'There is no good evidence that parabens in cosmetics harm people at the levels used. The U.S. FDA says so too. Avoiding them is a personal choice.',
    alternatives: [
      'Paraben-free products. They use other preservatives: any product with water in it needs one to stay safe',
    ],
    sources: [
      {
        title: 'Parabens in Cosmetics',
        publisher: 'U.S. Food and Drug Administration',
        url: 'https://www.fda.gov/cosmetics/cosmetic-ingredients/parabens-cosmetics',
      },
      {
        title: 'Commission Regulation (EU) No 358/2014 (parabens in cosmetic products)',
        publisher: 'European Commission',
        year: 2014,
        url: 'https://eur-lex.europa.eu/eli/reg/2014/358/oj',
      },
    ],
  },
  {
    id: 'phthalates',
    name: 'Phthalates',
    labelNames: ['diethyl phthalate (DEP)', 'dibutyl phthalate (DBP)', 'often hidden inside “fragrance”'],
    found: 'Fragrance mixes, scented products and some older nail polish.',
    concern:
      'Some phthalates affect hormones and reproduction in animal studies. Studies in people have found links with hormone changes, but they cannot show cause and effect.',
    evidence: 'moderate',
    evidenceNote:
      'The phthalates with the most concern (such as DBP) are banned in cosmetics in the EU and now rarely used in the U.S. The FDA says it is unclear whether cosmetic levels harm health.',
    alternatives: ['Fragrance-free products', 'Nail polish that lists its full ingredients'],
    sources: [
      {
        title: 'Phthalates in Cosmetics',
        publisher: 'U.S. Food and Drug Administration',
        url: 'https://www.fda.gov/cosmetics/cosmetic-ingredients/phthalates-cosmetics',
      },
      ENDOCRINE_REVIEW,
    ],
  },
  {
    id: 'oxybenzone',
    name: 'Oxybenzone (benzophenone-3)',
    labelNames: ['oxybenzone', 'benzophenone-3', 'BP-3'],
    found: 'Some chemical sunscreens and products with SPF.',
    concern:
      'It is absorbed through the skin into the blood. In lab and animal studies it has weak hormone effects. Being absorbed does not mean it is harmful; more research is under way.',
    evidence: 'limited',
    evidenceNote:
      'No harm in people has been shown. Sun protection has clear benefits, so never skip sunscreen because of this; switch filters if you prefer.',
    alternatives: ['Mineral sunscreens with zinc oxide or titanium dioxide', 'Shade, hats and clothing'],
    sources: [
      {
        title: 'Effect of Sunscreen Application on Plasma Concentration of Sunscreen Active Ingredients',
        publisher: 'Matta MK et al., JAMA',
        year: 2020,
        url: 'https://doi.org/10.1001/jama.2019.20747',
      },
      ENDOCRINE_REVIEW,
    ],
  },
  {
    id: 'triclosan',
    name: 'Triclosan',
    labelNames: ['triclosan', 'triclocarban'],
    found: 'Old soaps and body washes that claim to kill germs. A few other things still have it.',
    concern:
      'In animal studies it changed thyroid hormone levels. In 2016 the U.S. FDA stopped its use in hand and body washes sold to the public. Makers had not shown that it was safe, or that it worked better than plain soap.',
    evidence: 'limited',
    evidenceNote: 'Harm in people is not proven. But for daily washing it does no better than plain soap and water.',
    alternatives: ['Plain soap and water'],
    sources: [
      {
        title: 'FDA issues final rule on safety and effectiveness of antibacterial soaps',
        publisher: 'U.S. Food and Drug Administration',
        year: 2016,
        url: 'https://www.fda.gov/news-events/press-announcements/fda-issues-final-rule-safety-and-effectiveness-antibacterial-soaps',
      },
    ],
  },
];

/** Our own checklist for a product (not a third-party score). Each "yes" adds its points; 100 in all. */
export type ProductCriterion = { id: string; question: string; points: number; why: string };

export const PRODUCT_CRITERIA: readonly ProductCriterion[] = [
  {
    id: 'full-label',
    question: 'Does the label list every ingredient?',
    points: 20,
    why: 'You cannot check a product you cannot read.',
  },
  {
    id: 'fragrance-free',
    question: 'Is it fragrance-free (no “fragrance” or “parfum”)?',
    points: 25,
    why: 'Fragrance is the ingredient with the strongest evidence of causing skin reactions.',
  },
  {
    id: 'no-formaldehyde',
    question: 'Is it free of formaldehyde and formaldehyde releasers?',
    points: 25,
    why: 'It often causes skin rashes, and hot hair treatments can release it into the air.',
  },
  {
    id: 'no-triclosan',
    question: 'Is it free of triclosan?',
    points: 10,
    why: 'No benefit over plain soap, and open questions from animal studies.',
  },
  {
    id: 'no-parabens-phthalates',
    question: 'Is it free of parabens and phthalates, if you prefer to avoid them?',
    points: 10,
    why: 'Evidence of harm at cosmetic levels is limited, so this counts for less.',
  },
  {
    id: 'patch-test',
    question: 'Have you patch-tested it on a small area of skin without a reaction?',
    points: 10,
    why: 'Your own skin is the best test of what suits you.',
  },
];

export type ScoreBand = { id: 'green' | 'amber' | 'red'; min: number; max: number; label: string; text: string };

/** Score bands of our checklist: green 80-100, amber 50-79, red 0-49. */
export const SCORE_BANDS: readonly ScoreBand[] = [
  { id: 'green', min: 80, max: 100, label: 'Good fit', text: 'Meets most of our checklist.' },
  { id: 'amber', min: 50, max: 79, label: 'Mixed', text: 'Meets some of the checklist. Look at what it misses.' },
  { id: 'red', min: 0, max: 49, label: 'Many concerns', text: 'Misses much of the checklist. Consider an alternative.' },
];

/** The checklist score (0-100) of the criteria answered "yes"; unknown ids are ignored. */
export function productScore(answeredYes: ReadonlySet<string> | readonly string[]): number {
  const yes = new Set(answeredYes);
  return PRODUCT_CRITERIA.reduce((total, criterion) => total + (yes.has(criterion.id) ? criterion.points : 0), 0);
}

export function scoreBand(score: number): ScoreBand {
  const clamped = Math.min(100, Math.max(0, Math.round(score)));
  return SCORE_BANDS.find((band) => clamped >= band.min && clamped <= band.max) ?? SCORE_BANDS[SCORE_BANDS.length - 1];
}

/** What a listen button reads for one ingredient. */
export function ingredientSpeechParts(ingredient: IngredientToAvoid): string[] {
  return [
    `${ingredient.name}.`,
    `Where it is found: ${ingredient.found}`,
    `The concern: ${ingredient.concern}`,
    `${EVIDENCE_LABELS[ingredient.evidence]}. ${ingredient.evidenceNote}`,
    `Alternatives: ${ingredient.alternatives.join('. ')}.`,
  ];
}

export const LABEL_READING_TIPS: readonly string[] = [
  'Ingredients are listed from the most to the least, down to about 1 percent. After that, the order can vary.',
  '“Fragrance-free” means no fragrance was added. “Unscented” can still contain fragrance used to hide smells.',
  '“Natural” and “clean” have no legal meaning on cosmetics. Read the ingredient list instead.',
  'Products that contain water need a preservative to stop germs growing. “Preservative-free” is not always safer.',
  'If a product stings, itches or causes a rash, stop using it. See a doctor or pharmacist if it does not settle.',
];
