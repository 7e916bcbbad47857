import { educationLink } from '@renewed/contracts/page-paths';
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

/**
 * What the weighted score suggests, in words. The level comes from the product's scoring (below 25,
 * 25-49, 50-74, 75 or more), but it is never shown as a risk: the weights are our own, not a
 * validated tool (docs/product.md, "Honest claims and results").
 */
export const LEVEL_DESCRIPTIONS: Readonly<Record<LipedemaRiskLevel, string>> = {
  Low: 'The signs you recognised carry little weight in this questionnaire. Lipedema is less likely to explain what you notice, but only an examination can tell.',
  Moderate:
    'Some of the signs you recognised are often described in lipedema. Many of them also happen with other conditions, or for no clear reason, so it is worth keeping notes and mentioning them to a clinician.',
  High: 'Several of the signs you recognised are often described in lipedema. It would be worth asking a clinician to examine you, and naming lipedema as something you would like them to consider.',
  'Very High':
    'Many of the signs you recognised are the ones most often described in lipedema. Please consider asking for an examination by a clinician who knows lipedema, such as a lymphology, vascular or dermatology specialist.',
};

/** Shown on every result, whatever the score. */
export const EDUCATIONAL_NOTE =
  'These results are educational only. They cannot diagnose lipedema, and they cannot rule it out. Only a clinician who examines you can. Please talk to a healthcare provider, ideally one experienced with lipedema, about what you have noticed.';

/** What a clinician who knows lipedema looks at (from the NHS page and the US standard of care, Herbst et al. 2021). */
export const SPECIALIST_CHECKS: readonly string[] = [
  'Your story: when the changes started (for example at puberty, pregnancy or menopause), whether diet and exercise change those areas, and whether women in your family have a similar shape.',
  'Where the fuller areas are: both sides alike, mostly hips, thighs and lower legs (sometimes the arms), with the feet and hands usually spared.',
  'How the tissue feels: soft, sometimes with small lumps under the skin, tender to touch, and bruising easily.',
  'Whether it could be something else: lymphedema (fluid swelling, often one-sided and including the feet), weight gain spread over the whole body, or problems with the veins, heart, kidneys or thyroid. Tests are sometimes used to rule these out.',
  'There is no single blood test or scan that confirms lipedema: the diagnosis rests on your history and a careful examination.',
];

/** The limits of this questionnaire, stated plainly. */
export const QUESTIONNAIRE_LIMITS: readonly string[] = [
  'It is not a validated medical test. The 15 signs come from descriptions of lipedema, but the weights that make the score are our own.',
  'Many of these signs also happen with other conditions, or with none. Ticking many does not mean you have lipedema.',
  'Ticking few does not rule lipedema out, especially early on.',
  'It only asks what you notice yourself. It cannot see or feel the tissue, which is what a diagnosis needs.',
];

/** The library module that explains lipedema (opened directly by id). */
export const LIPEDEMA_MODULE_PATH = educationLink({ module: 'lipedema-recognition' });

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
