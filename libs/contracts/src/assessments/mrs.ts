/**
 * The Menopause Rating Scale (MRS), English version, as published by its authors (Heinemann and
 * colleagues, ZEG Berlin): 11 symptoms, each rated 0 (none) to 4 (very severe), three subscales
 * and a total of 0-44. Item names and the words in brackets are the published wording; the
 * severity bands are the published ones (docs/measures.md, "Menopause Rating Scale").
 * Shared by the questionnaire in the browser and the API, which refuses a score that does not
 * match the answers.
 */

export type MrsSubscale = 'somatic' | 'psychological' | 'urogenital';
export const MRS_SUBSCALES: readonly MrsSubscale[] = ['somatic', 'psychological', 'urogenital'];

export type MrsItem = { id: string; number: number; name: string; detail: string; subscale: MrsSubscale };

export const MRS_ITEMS = [
  { id: 'hot_flushes', number: 1, name: 'Hot flushes, sweating', detail: 'episodes of sweating', subscale: 'somatic' },
  {
    id: 'heart_discomfort',
    number: 2,
    name: 'Heart discomfort',
    detail: 'unusual awareness of heart beat, heart skipping, heart racing, tightness',
    subscale: 'somatic',
  },
  {
    id: 'sleep_problems',
    number: 3,
    name: 'Sleep problems',
    detail: 'difficulty in falling asleep, difficulty in sleeping through the night, waking up early',
    subscale: 'somatic',
  },
  {
    id: 'depressive_mood',
    number: 4,
    name: 'Depressive mood',
    detail: 'feeling down, sad, on the verge of tears, lack of drive, mood swings',
    subscale: 'psychological',
  },
  {
    id: 'irritability',
    number: 5,
    name: 'Irritability',
    detail: 'feeling nervous, inner tension, feeling aggressive',
    subscale: 'psychological',
  },
  { id: 'anxiety', number: 6, name: 'Anxiety', detail: 'inner restlessness, feeling panicky', subscale: 'psychological' },
  {
    id: 'exhaustion',
    number: 7,
    name: 'Physical and mental exhaustion',
    detail: 'general decrease in performance, impaired memory, decrease in concentration, forgetfulness',
    subscale: 'psychological',
  },
  {
    id: 'sexual_problems',
    number: 8,
    name: 'Sexual problems',
    detail: 'change in sexual desire, in sexual activity and satisfaction',
    subscale: 'urogenital',
  },
  {
    id: 'bladder_problems',
    number: 9,
    name: 'Bladder problems',
    detail: 'difficulty in urinating, increased need to urinate, bladder incontinence',
    subscale: 'urogenital',
  },
  {
    id: 'vaginal_dryness',
    number: 10,
    name: 'Dryness of vagina',
    detail: 'sensation of dryness or burning in the vagina, difficulty with sexual intercourse',
    subscale: 'urogenital',
  },
  {
    id: 'joint_muscle',
    number: 11,
    name: 'Joint and muscular discomfort',
    detail: 'pain in the joints, rheumatoid complaints',
    subscale: 'somatic',
  },
] as const satisfies readonly MrsItem[];

export type MrsItemId = (typeof MRS_ITEMS)[number]['id'];
export const MRS_ITEM_IDS = MRS_ITEMS.map((item) => item.id) as MrsItemId[];

/** The published instruction and answer labels, 0 to 4. */
export const MRS_INSTRUCTION =
  'Which of the following symptoms apply to you at this time? For each symptom, choose how strong it is. For symptoms that do not apply, choose "none".';
export const MRS_RATINGS = ['none', 'mild', 'moderate', 'severe', 'very severe'] as const;
export type MrsRating = 0 | 1 | 2 | 3 | 4;

export type MrsAnswers = Record<MrsItemId, MrsRating>;
export type MrsScores = Record<MrsSubscale | 'total', number>;

/** Highest possible score of each subscale and of the total (4 points per item). */
export const MRS_MAXIMA: MrsScores = { somatic: 16, psychological: 16, urogenital: 12, total: 44 };

/** The subscale scores are sums of their items; the total is the sum of all 11. */
export function scoreMrs(answers: MrsAnswers): MrsScores {
  const scores: MrsScores = { somatic: 0, psychological: 0, urogenital: 0, total: 0 };
  for (const item of MRS_ITEMS as readonly MrsItem[]) {
    const rating = answers[item.id as MrsItemId];
    scores[item.subscale] += rating;
    scores.total += rating;
  }
  return scores;
}

export type MrsBand = 'none or little' | 'mild' | 'moderate' | 'severe';
export const MRS_BANDS: readonly MrsBand[] = ['none or little', 'mild', 'moderate', 'severe'];

/**
 * The lowest score of the mild, moderate and severe band of each scale, from the authors' table of
 * severity (Heinemann et al. 2004, Health and Quality of Life Outcomes 2:45; menopause-rating-scale.info).
 */
export const MRS_BAND_STARTS: Readonly<Record<MrsSubscale | 'total', readonly [number, number, number]>> = {
  total: [5, 9, 17],
  somatic: [3, 5, 9],
  psychological: [2, 4, 7],
  urogenital: [1, 2, 4],
};

export function mrsBand(scale: MrsSubscale | 'total', score: number): MrsBand {
  const [mild, moderate, severe] = MRS_BAND_STARTS[scale];
  if (score >= severe) return 'severe';
  if (score >= moderate) return 'moderate';
  if (score >= mild) return 'mild';
  return 'none or little';
}

/** The score range of each band of a scale, for the bands table: e.g. total 'moderate' -> '9-16'. */
export function mrsBandRange(scale: MrsSubscale | 'total', band: MrsBand): string {
  const [mild, moderate, severe] = MRS_BAND_STARTS[scale];
  const starts = [0, mild, moderate, severe];
  const index = MRS_BANDS.indexOf(band);
  const from = starts[index]!;
  const to = index === 3 ? MRS_MAXIMA[scale] : starts[index + 1]! - 1;
  return from === to ? String(from) : `${from}-${to}`;
}

export const MRS_SCALE_LABELS: Readonly<Record<MrsSubscale | 'total', string>> = {
  total: 'Total',
  somatic: 'Body (somatic)',
  psychological: 'Mind and mood (psychological)',
  urogenital: 'Bladder, vagina and sex (urogenital)',
};

export type MrsPoint = { scores: MrsScores; submittedAt: string };

/**
 * The first and the latest completion and the change between them (latest minus first, so a
 * negative number means fewer or milder symptoms), or null with fewer than two completions.
 * `history` may be in any order.
 */
export function mrsChangeSinceFirst(
  history: readonly MrsPoint[],
): { first: MrsPoint; latest: MrsPoint; change: MrsScores } | null {
  if (history.length < 2) return null;
  const sorted = [...history].sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
  const first = sorted[0]!;
  const latest = sorted[sorted.length - 1]!;
  const change = { total: 0, somatic: 0, psychological: 0, urogenital: 0 };
  for (const scale of ['total', ...MRS_SUBSCALES] as const) change[scale] = latest.scores[scale] - first.scores[scale];
  return { first, latest, change };
}

/** "down 5", "up 2" or "no change", for a change in points. */
export function describeMrsChange(points: number): string {
  if (points === 0) return 'no change';
  return `${points < 0 ? 'down' : 'up'} ${Math.abs(points)} point${Math.abs(points) === 1 ? '' : 's'}`;
}
