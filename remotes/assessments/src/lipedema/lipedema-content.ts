import type { LipedemaCategory, LipedemaRiskLevel } from '@renewed/contracts/assessments/lipedema';

/**
 * Wording of the lipedema results. Educational only: it describes how many commonly reported
 * features were recognised and what people usually do next; it never diagnoses or prescribes.
 * Sources: NHS, "Lipoedema" (nhs.uk/conditions/lipoedema); Herbst KL et al., "Standard of care for
 * lipedema in the United States", Phlebology 2021;36(10):779-796.
 */

export const CATEGORY_NAMES: Readonly<Record<LipedemaCategory, string>> = {
  physical: 'Physical characteristics',
  pain: 'Pain and sensation',
  progression: 'Progression and history',
};

export const CATEGORY_HINTS: Readonly<Record<LipedemaCategory, string>> = {
  physical: 'How the fuller areas look and where they are.',
  pain: 'How the affected areas feel.',
  progression: 'When it started, what changes it, and family history.',
};

export const LEVEL_DESCRIPTIONS: Readonly<Record<LipedemaRiskLevel, string>> = {
  Low: 'You recognised few of the features commonly described in lipedema. That makes lipedema less likely to explain what you notice, although only an examination can tell.',
  Moderate:
    'You recognised some of the features commonly described in lipedema. Many of them also occur in other conditions, so it is worth keeping notes and mentioning them to a clinician.',
  High: 'You recognised many of the features commonly described in lipedema. It would be worth asking a clinician to examine you, and naming lipedema as something you would like them to consider.',
  'Very High':
    'You recognised most of the features commonly described in lipedema. Please consider asking for an examination by a clinician who knows lipedema, such as a vascular, lymphology or dermatology specialist.',
};

/** Badge colour per level (tokens only). */
export const LEVEL_BADGES: Readonly<Record<LipedemaRiskLevel, 'success' | 'warning' | 'destructive'>> = {
  Low: 'success',
  Moderate: 'warning',
  High: 'destructive',
  'Very High': 'destructive',
};

const WHEN_THINGS_CHANGE =
  'If the shape of your legs or arms changes, or pain, swelling or easy bruising appears, mention it to your doctor; it is worth checking whatever the cause.';

/** The support plan: steps people commonly take, framed as questions to raise, never as treatment. */
export const SUPPORT_PLAN: Readonly<Record<LipedemaRiskLevel, readonly string[]>> = {
  Low: [
    'Keep moving in ways you enjoy: regular, low-impact activity supports circulation and the lymphatic system.',
    WHEN_THINGS_CHANGE,
  ],
  Moderate: [
    'Note what you notice and when it started (puberty, pregnancy, perimenopause), and take photos over time if that helps you.',
    'Mention lipedema by name to your doctor and bring this summary.',
    'Low-impact movement such as walking, swimming, water exercise or cycling is commonly recommended for comfort and mobility.',
  ],
  High: [
    'Book an appointment to discuss these features, and bring this summary and your notes.',
    'Ask whether a referral to a specialist who knows lipedema (vascular, lymphology or dermatology) would help.',
    'Ask about the conservative care commonly used for lipedema: compression garments, manual lymphatic drainage and low-impact movement such as walking, swimming or water exercise.',
    'Be kind to yourself: lipedema is not caused by overeating or a lack of effort.',
  ],
  'Very High': [
    'Book an appointment to discuss these features, and bring this summary and your notes.',
    'Ask for a referral to a specialist who knows lipedema (vascular, lymphology or dermatology); naming the condition often helps.',
    'Ask about the conservative care commonly used for lipedema: compression garments, manual lymphatic drainage and low-impact movement such as walking, swimming or water exercise.',
    'Peer support groups can help with finding informed clinicians and with the emotional side. Lipedema is not caused by overeating or a lack of effort.',
  ],
};

export const PREVALENCE_NOTE =
  'An estimated 11% of women (about 1 in 9) may have lipedema, many of them undiagnosed, because it is often mistaken for ordinary weight gain or for lymphedema. Estimates vary widely: this figure comes from specialist clinics, and no large population study has confirmed it.';
