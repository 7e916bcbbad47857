/**
 * The day each education module's text last changed, shown to visitors as "Last updated <date>"
 * (docs/content.md, "Last updated"). No one signs off a review of the library, so the app does
 * not claim one: it says when the words last changed.
 *
 * `fingerprint` is a short hash of everything a reader sees of the module (testing/fingerprint.ts).
 * content.spec.ts recomputes it for every module and fails when the text changed but this entry did
 * not, printing the new fingerprint: whoever changes a module sets `updated` to that day and pastes
 * the fingerprint in the same commit. A new module needs an entry here too.
 */
export type ModuleUpdate = { updated: string; fingerprint: string };

export const MODULE_UPDATES: Readonly<Record<string, ModuleUpdate>> = {
  'bladder-symptoms-and-recurrent-utis': { updated: '2026-11-26', fingerprint: '19d704c6a36da40e' },
  'body-image-and-ageing-well': { updated: '2026-11-26', fingerprint: '1579019ed0f1fa16' },
  'bone-health-and-osteoporosis': { updated: '2026-11-26', fingerprint: '4eea53887a7d06e9' },
  'boundaries-without-guilt': { updated: '2026-11-26', fingerprint: '92fee3683390c114' },
  'brain-fog-and-memory': { updated: '2026-11-26', fingerprint: '0e6d7ca58e0bd40e' },
  'breathing-and-relaxation-for-symptoms': { updated: '2026-11-26', fingerprint: 'ea3c26c343f5fa2e' },
  'caffeine-alcohol-and-your-symptoms': { updated: '2026-11-26', fingerprint: '8f1a8bc9bba57d77' },
  'calcium-vitamin-d-and-protein': { updated: '2026-11-26', fingerprint: '46c2a0bb933fc35f' },
  'cancer-screening-in-midlife': { updated: '2026-11-26', fingerprint: '7ff5e5471490cfcf' },
  'contraception-in-perimenopause': { updated: '2026-11-26', fingerprint: '8244f18186710f11' },
  'early-menopause-and-poi': { updated: '2026-11-26', fingerprint: '01ad5ff702dd267c' },
  'eating-for-heart-health': { updated: '2026-11-26', fingerprint: 'bc67fc64d7570f97' },
  'finding-your-people': { updated: '2026-11-26', fingerprint: 'baa04b2933c6e759' },
  'genitourinary-syndrome-and-sexual-health': { updated: '2026-11-26', fingerprint: '511d4d52926ba841' },
  'global-menopause-wisdom': { updated: '2026-11-26', fingerprint: '6ff89b67b98c7516' },
  'headaches-and-migraine': { updated: '2026-11-26', fingerprint: '12b738c93c6596dd' },
  'heart-and-metabolic-health': { updated: '2026-11-26', fingerprint: 'b2ed6059666c63af' },
  'hormone-therapy-benefits-and-risks': { updated: '2026-11-26', fingerprint: 'cbc4e980bc8b1819' },
  'hormone-therapy-options-in-practice': { updated: '2026-11-26', fingerprint: '7f8205172f7f47e4' },
  'hot-flashes-night-sweats': { updated: '2026-11-26', fingerprint: 'b8bd357f4accf8c3' },
  'joint-aches-and-muscle-pain': { updated: '2026-11-26', fingerprint: 'b9069a6dcb582602' },
  'lipedema-recognition': { updated: '2026-11-26', fingerprint: '98d5e033fa82ec5e' },
  'menopause-after-breast-cancer': { updated: '2026-11-26', fingerprint: 'f2b43a81862a1a28' },
  'menopause-at-work': { updated: '2026-11-26', fingerprint: 'd5144239f883b00b' },
  'menstrual-changes-when-to-see-a-doctor': { updated: '2026-11-26', fingerprint: '2ed1daae78316d38' },
  'mindfulness-and-self-compassion': { updated: '2026-11-26', fingerprint: '29fe03dd9b5e92f5' },
  'mood-anxiety-and-depression': { updated: '2026-11-26', fingerprint: 'eb13b62b1a8fb2da' },
  'movement-cardio-and-balance': { updated: '2026-11-26', fingerprint: 'b6223bbd22f40ad7' },
  'non-hormonal-treatments': { updated: '2026-11-26', fingerprint: 'a5e73bcfafa472b9' },
  'nutrition-foundations-for-midlife': { updated: '2026-11-26', fingerprint: 'ea333b81bbae15e1' },
  'palpitations-in-midlife': { updated: '2026-11-26', fingerprint: '0b4140f5812329af' },
  'pelvic-floor-health': { updated: '2026-11-26', fingerprint: '0f3ad56c711c3891' },
  'plant-based-remedies-and-herbs': { updated: '2026-11-26', fingerprint: 'c51e76cb0fc0ee73' },
  'purpose-and-reinvention-in-midlife': { updated: '2026-11-23', fingerprint: 'e856e8cae0e0e161' },
  'relationships-and-communication': { updated: '2026-11-26', fingerprint: 'cd41485d4251c03e' },
  'self-care-that-actually-helps': { updated: '2026-11-26', fingerprint: 'b5e66abf637af958' },
  'skin-hair-and-body-changes': { updated: '2026-11-26', fingerprint: '7aac44f1373beb2b' },
  'sleep-apnea-and-restless-legs': { updated: '2026-11-26', fingerprint: '2c5abff8040317a4' },
  'sleep-in-perimenopause': { updated: '2026-11-26', fingerprint: '16239241c316c6b8' },
  'strength-training-basics': { updated: '2026-11-23', fingerprint: 'dac5cc34bc2abef2' },
  'stress-and-the-midlife-nervous-system': { updated: '2026-11-26', fingerprint: '2c6752fa49cc52e2' },
  'supplements-what-the-evidence-says': { updated: '2026-11-26', fingerprint: '1bb28c1381362ffb' },
  'surgical-menopause': { updated: '2026-11-26', fingerprint: '94b68390630f3d8d' },
  'talking-to-your-clinician': { updated: '2026-11-23', fingerprint: '9b1483adf67b5817' },
  'talking-with-family-about-menopause': { updated: '2026-11-26', fingerprint: 'ded73d71ca2f2aed' },
  'testosterone-for-low-desire': { updated: '2026-11-26', fingerprint: '21e187ba418db3a4' },
  'thyroid-problems-in-midlife': { updated: '2026-11-26', fingerprint: '9380c6172030530e' },
  'tracking-your-symptoms': { updated: '2026-11-26', fingerprint: 'a816820a4ced0366' },
  'weight-and-body-composition': { updated: '2026-11-26', fingerprint: 'edbca421547dacff' },
  'weight-loss-medicines-in-midlife': { updated: '2026-11-26', fingerprint: 'bd367b664167c714' },
  'what-is-perimenopause': { updated: '2026-11-26', fingerprint: '6ab106355039b9c0' },
};
