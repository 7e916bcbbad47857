/**
 * The Global Wisdom Council: five real public figures whose published work informs midlife health.
 * Only checkable facts: credentials and roles as the experts' own sites and employers state them,
 * published books (title and year) and official websites. No follower counts and no quotes.
 * Rules: docs/product.md, "Wisdom council".
 */

export const EXPERT_CATEGORIES = [
  { value: 'all', label: 'All' },
  { value: 'medical-evidence', label: 'Medical evidence' },
  { value: 'nutrition-lifestyle', label: 'Nutrition and lifestyle' },
  { value: 'neuroscience', label: 'Neuroscience' },
  { value: 'integrative-holistic', label: 'Integrative and holistic' },
] as const;

export type ExpertFilter = (typeof EXPERT_CATEGORIES)[number]['value'];
export type ExpertCategory = Exclude<ExpertFilter, 'all'>;

export type ExpertBook = { title: string; year: number };

/** A link into our own education library (`educationLink({ filter, search })`). */
export type LibraryTopic = { label: string; filter: string; search: string };

export type Expert = {
  id: string;
  name: string;
  /** Degrees and roles, as published by the expert or their employer. */
  credentials: string;
  category: ExpertCategory;
  specialty: string;
  bio: string;
  /** Where they mainly work (country). */
  country: string;
  keyContributions: readonly string[];
  /** Two published books each (the card shows both). */
  books: readonly ExpertBook[];
  /** Official websites, first one shown on the card. */
  websites: readonly string[];
  /** Topics of our library that relate to the expert's work. */
  libraryTopics: readonly LibraryTopic[];
  /** A plain note on how to read this expert's advice, where it matters. */
  evidenceNote?: string;
};

export const EXPERTS: readonly Expert[] = [
  {
    id: 'jen-gunter',
    name: 'Dr. Jen Gunter',
    credentials: 'MD (University of Manitoba); obstetrician-gynecologist and pain medicine physician',
    category: 'medical-evidence',
    specialty: 'Gynecology and evidence-based women’s health',
    bio: 'A women’s health doctor who was born in Canada and works in the U.S. She writes plain books about women’s bodies. One is about menopause.',
    country: 'United States',
    keyContributions: [
      'Explains menopause and hormone research in plain words',
      'Speaks out against health myths and products that do not work',
      'Writes about how bias has shaped care for women',
    ],
    books: [
      { title: 'The Menopause Manifesto', year: 2021 },
      { title: 'The Vagina Bible', year: 2019 },
    ],
    websites: ['https://drjengunter.com'],
    libraryTopics: [
      { label: 'Hormone therapy', filter: 'truth-telling', search: 'Hormone Therapy' },
      { label: 'Vaginal and bladder health', filter: 'truth-telling', search: 'Vaginal' },
    ],
  },
  {
    id: 'mary-claire-haver',
    name: 'Dr. Mary Claire Haver',
    credentials: 'MD; board-certified OB-GYN; Menopause Society Certified Practitioner; Certified Culinary Medicine Specialist',
    category: 'medical-evidence',
    specialty: 'Menopause care and nutrition',
    bio: 'A women’s health doctor in Texas. She started a clinic for women in midlife and shares what she knows about menopause online.',
    country: 'United States',
    keyContributions: [
      'Wrote a guide to menopause symptoms, health risks and hormone therapy',
      'Founded a medical practice focused on women in midlife',
      'Pushes for better menopause training for doctors',
    ],
    books: [
      { title: 'The New Menopause', year: 2024 },
      { title: 'The Galveston Diet', year: 2023 },
    ],
    websites: ['https://thepauselife.com'],
    libraryTopics: [
      { label: 'Hot flashes', filter: 'truth-telling', search: 'Hot Flashes' },
      { label: 'Talking to your clinician', filter: 'truth-telling', search: 'Clinician' },
    ],
    evidenceNote: 'Her diet plan is her own. Check its claims against the research in our library.',
  },
  {
    id: 'lisa-mosconi',
    name: 'Dr. Lisa Mosconi',
    credentials:
      'PhD in neuroscience and nuclear medicine (University of Florence); Associate Professor of Neuroscience in Neurology and Radiology, Weill Cornell Medicine',
    category: 'neuroscience',
    specialty: 'Women’s brain health and menopause',
    bio: 'A brain scientist in New York. She leads two programs on women’s brains and on how to lower the risk of memory loss.',
    country: 'United States',
    keyContributions: [
      'Brain-imaging research on how the brain changes through menopause',
      'Studies why more women than men develop Alzheimer’s disease',
      'Explains brain fog and other brain symptoms of menopause for the public',
    ],
    books: [
      { title: 'The Menopause Brain', year: 2024 },
      { title: 'The XX Brain', year: 2020 },
    ],
    websites: ['https://www.lisamosconi.com'],
    libraryTopics: [
      { label: 'Brain fog and memory', filter: 'sacred-science', search: 'Brain Fog' },
      { label: 'Sleep', filter: 'sacred-science', search: 'Sleep' },
    ],
  },
  {
    id: 'stacy-sims',
    name: 'Dr. Stacy T. Sims',
    credentials: 'MSc, PhD (University of Otago); exercise physiologist and nutrition scientist',
    category: 'nutrition-lifestyle',
    specialty: 'Exercise and nutrition for women across life stages',
    bio: 'A scientist who studies how women’s bodies change what they need from exercise and food. This includes the years around menopause.',
    country: 'New Zealand',
    keyContributions: [
      'Research on sex differences in exercise and nutrition',
      'Gave the widely shared talk “Women Are Not Small Men”',
      'Guidance on strength and interval training through menopause',
    ],
    books: [
      { title: 'Next Level (with Selene Yeager)', year: 2022 },
      { title: 'ROAR (with Selene Yeager)', year: 2016 },
    ],
    websites: ['https://www.drstacysims.com'],
    libraryTopics: [
      { label: 'Strength training', filter: 'practice', search: 'Strength Training' },
      { label: 'Protein and calcium', filter: 'nutrition-foundations', search: 'Protein' },
    ],
    evidenceNote: 'Other scientists still debate some of her advice on training and meal times. There are few long trials.',
  },
  {
    id: 'aviva-romm',
    name: 'Dr. Aviva Romm',
    credentials: 'MD (Yale School of Medicine); board-certified family physician; midwife and herbalist',
    category: 'integrative-holistic',
    specialty: 'Integrative women’s health and herbal medicine',
    bio: 'A family doctor. Before medical school she worked for more than 20 years as a midwife and herbalist. She once led the American Herbalists Guild.',
    country: 'United States',
    keyContributions: [
      'Joins her midwife and herb work with her medical training',
      'Wrote a textbook for doctors on herbs for women’s health',
      'Writes about stress, hormones and daily habits',
    ],
    books: [
      { title: 'Hormone Intelligence', year: 2021 },
      { title: 'The Adrenal Thyroid Revolution', year: 2017 },
    ],
    websites: ['https://avivaromm.com'],
    libraryTopics: [
      { label: 'Herbs and plant remedies', filter: 'biohacking', search: 'Herbs' },
      { label: 'Stress', filter: 'self-care', search: 'Stress' },
    ],
    evidenceNote: 'Many herbs have little or mixed proof that they help with menopause. Our herbs module sums up the trials.',
  },
];

/** Badges that lead into our library's pages on menopause in other cultures. */
export const CULTURE_TOPICS: readonly LibraryTopic[] = [
  { label: 'Menopause across cultures', filter: 'community', search: 'cultures' },
  { label: 'Global Menopause Wisdom', filter: 'community', search: 'Global Menopause Wisdom' },
  { label: 'Talking with family', filter: 'community', search: 'family' },
];

export function isExpertFilter(value: unknown): value is ExpertFilter {
  return EXPERT_CATEGORIES.some((category) => category.value === value);
}

/** The experts of a filter ('all' keeps everyone), in the council's order. */
export function filterExperts<T extends Pick<Expert, 'category'>>(experts: readonly T[], filter: ExpertFilter): T[] {
  return experts.filter((expert) => filter === 'all' || expert.category === filter);
}

export type CouncilStats = { experts: number; books: number; countries: number; categories: number };

/** The stats cards, computed from the data: every book listed, distinct countries and categories. */
export function councilStats(experts: readonly Pick<Expert, 'books' | 'country' | 'category'>[]): CouncilStats {
  return {
    experts: experts.length,
    books: experts.reduce((total, expert) => total + expert.books.length, 0),
    countries: new Set(experts.map((expert) => expert.country)).size,
    categories: new Set(experts.map((expert) => expert.category)).size,
  };
}
