/**
 * The education library: every module file, the category information the product lists, and the
 * reading-time rule the content checks (content.spec.ts) hold every module to.
 */
import { EDUCATION_CATEGORIES, type EducationCategory, type EducationModuleContent, type EducationModuleSource } from './types';
import { MODULE_UPDATES } from './module-updates';
import { whatIsPerimenopauseModule } from './modules/what-is-perimenopause';
import { hotFlashesNightSweatsModule } from './modules/hot-flashes-night-sweats';
import { menstrualChangesWhenToSeeADoctorModule } from './modules/menstrual-changes-when-to-see-a-doctor';
import { hormoneTherapyBenefitsAndRisksModule } from './modules/hormone-therapy-benefits-and-risks';
import { nonHormonalTreatmentsModule } from './modules/non-hormonal-treatments';
import { genitourinarySyndromeAndSexualHealthModule } from './modules/genitourinary-syndrome-and-sexual-health';
import { talkingToYourClinicianModule } from './modules/talking-to-your-clinician';
import { brainFogAndMemoryModule } from './modules/brain-fog-and-memory';
import { sleepInPerimenopauseModule } from './modules/sleep-in-perimenopause';
import { moodAnxietyAndDepressionModule } from './modules/mood-anxiety-and-depression';
import { boneHealthAndOsteoporosisModule } from './modules/bone-health-and-osteoporosis';
import { heartAndMetabolicHealthModule } from './modules/heart-and-metabolic-health';
import { lipedemaRecognitionModule } from './modules/lipedema-recognition';
import { supplementsWhatTheEvidenceSaysModule } from './modules/supplements-what-the-evidence-says';
import { plantBasedRemediesAndHerbsModule } from './modules/plant-based-remedies-and-herbs';
import { caffeineAlcoholAndYourSymptomsModule } from './modules/caffeine-alcohol-and-your-symptoms';
import { trackingYourSymptomsModule } from './modules/tracking-your-symptoms';
import { menopauseAtWorkModule } from './modules/menopause-at-work';
import { relationshipsAndCommunicationModule } from './modules/relationships-and-communication';
import { boundariesWithoutGuiltModule } from './modules/boundaries-without-guilt';
import { globalMenopauseWisdomModule } from './modules/global-menopause-wisdom';
import { findingYourPeopleModule } from './modules/finding-your-people';
import { talkingWithFamilyAboutMenopauseModule } from './modules/talking-with-family-about-menopause';
import { stressAndTheMidlifeNervousSystemModule } from './modules/stress-and-the-midlife-nervous-system';
import { skinHairAndBodyChangesModule } from './modules/skin-hair-and-body-changes';
import { jointAchesAndMusclePainModule } from './modules/joint-aches-and-muscle-pain';
import { selfCareThatActuallyHelpsModule } from './modules/self-care-that-actually-helps';
import { strengthTrainingBasicsModule } from './modules/strength-training-basics';
import { movementCardioAndBalanceModule } from './modules/movement-cardio-and-balance';
import { breathingAndRelaxationForSymptomsModule } from './modules/breathing-and-relaxation-for-symptoms';
import { pelvicFloorHealthModule } from './modules/pelvic-floor-health';
import { nutritionFoundationsForMidlifeModule } from './modules/nutrition-foundations-for-midlife';
import { weightAndBodyCompositionModule } from './modules/weight-and-body-composition';
import { calciumVitaminDAndProteinModule } from './modules/calcium-vitamin-d-and-protein';
import { eatingForHeartHealthModule } from './modules/eating-for-heart-health';
import { mindfulnessAndSelfCompassionModule } from './modules/mindfulness-and-self-compassion';
import { purposeAndReinventionInMidlifeModule } from './modules/purpose-and-reinvention-in-midlife';
import { bodyImageAndAgeingWellModule } from './modules/body-image-and-ageing-well';
import { earlyMenopauseAndPoiModule } from './modules/early-menopause-and-poi';
import { surgicalMenopauseModule } from './modules/surgical-menopause';
import { contraceptionInPerimenopauseModule } from './modules/contraception-in-perimenopause';
import { hormoneTherapyOptionsInPracticeModule } from './modules/hormone-therapy-options-in-practice';
import { menopauseAfterBreastCancerModule } from './modules/menopause-after-breast-cancer';
import { testosteroneForLowDesireModule } from './modules/testosterone-for-low-desire';
import { palpitationsInMidlifeModule } from './modules/palpitations-in-midlife';
import { headachesAndMigraineModule } from './modules/headaches-and-migraine';
import { bladderSymptomsAndRecurrentUtisModule } from './modules/bladder-symptoms-and-recurrent-utis';
import { sleepApneaAndRestlessLegsModule } from './modules/sleep-apnea-and-restless-legs';
import { weightLossMedicinesInMidlifeModule } from './modules/weight-loss-medicines-in-midlife';
import { cancerScreeningInMidlifeModule } from './modules/cancer-screening-in-midlife';
import { thyroidProblemsInMidlifeModule } from './modules/thyroid-problems-in-midlife';

export * from './types';
export { MODULE_UPDATES, type ModuleUpdate } from './module-updates';

/** Reading speed behind every module's `duration`. */
export const WORDS_PER_MINUTE = 200;

/**
 * Words in a module body: the simple markup (`## `, `- `, `**`) is removed first, then the text
 * is split on whitespace.
 */
export function countContentWords(content: string): number {
  const plain = content
    .replace(/^#{2}\s+/gm, '')
    .replace(/^-\s+/gm, '')
    .replace(/\*\*/g, '');
  return plain.split(/\s+/).filter((word) => word.length > 0).length;
}

/** Reading time in whole minutes (at least 1): word count / 200, rounded. */
export function readingMinutes(content: string): number {
  return Math.max(1, Math.round(countContentWords(content) / WORDS_PER_MINUTE));
}

/** A module file with its "Last updated" day from MODULE_UPDATES (a module without one is a bug). */
function withLastUpdated(module: EducationModuleSource): EducationModuleContent {
  const update = MODULE_UPDATES[module.id];
  if (!update) throw new Error(`Education module "${module.id}" has no entry in module-updates.ts`);
  return { ...module, lastUpdated: update.updated };
}

function byOrderIndex(modules: EducationModuleSource[]): readonly EducationModuleContent[] {
  return [...modules].map(withLastUpdated).sort((first, second) => first.orderIndex - second.orderIndex);
}

/** Every module of the library, in reading order (orderIndex). The API seeds MongoDB from this list. */
export const EDUCATION_MODULES: readonly EducationModuleContent[] = /* @__PURE__ */ byOrderIndex([
  whatIsPerimenopauseModule,
  hotFlashesNightSweatsModule,
  menstrualChangesWhenToSeeADoctorModule,
  hormoneTherapyBenefitsAndRisksModule,
  nonHormonalTreatmentsModule,
  genitourinarySyndromeAndSexualHealthModule,
  talkingToYourClinicianModule,
  brainFogAndMemoryModule,
  sleepInPerimenopauseModule,
  moodAnxietyAndDepressionModule,
  boneHealthAndOsteoporosisModule,
  heartAndMetabolicHealthModule,
  lipedemaRecognitionModule,
  supplementsWhatTheEvidenceSaysModule,
  plantBasedRemediesAndHerbsModule,
  caffeineAlcoholAndYourSymptomsModule,
  trackingYourSymptomsModule,
  menopauseAtWorkModule,
  relationshipsAndCommunicationModule,
  boundariesWithoutGuiltModule,
  globalMenopauseWisdomModule,
  findingYourPeopleModule,
  talkingWithFamilyAboutMenopauseModule,
  stressAndTheMidlifeNervousSystemModule,
  skinHairAndBodyChangesModule,
  jointAchesAndMusclePainModule,
  selfCareThatActuallyHelpsModule,
  strengthTrainingBasicsModule,
  movementCardioAndBalanceModule,
  breathingAndRelaxationForSymptomsModule,
  pelvicFloorHealthModule,
  nutritionFoundationsForMidlifeModule,
  weightAndBodyCompositionModule,
  calciumVitaminDAndProteinModule,
  eatingForHeartHealthModule,
  mindfulnessAndSelfCompassionModule,
  purposeAndReinventionInMidlifeModule,
  bodyImageAndAgeingWellModule,
  earlyMenopauseAndPoiModule,
  surgicalMenopauseModule,
  contraceptionInPerimenopauseModule,
  hormoneTherapyOptionsInPracticeModule,
  menopauseAfterBreastCancerModule,
  testosteroneForLowDesireModule,
  palpitationsInMidlifeModule,
  headachesAndMigraineModule,
  bladderSymptomsAndRecurrentUtisModule,
  sleepApneaAndRestlessLegsModule,
  weightLossMedicinesInMidlifeModule,
  cancerScreeningInMidlifeModule,
  thyroidProblemsInMidlifeModule,
]);

/**
 * Every education category of the product: the nine module categories of the library tabs, plus
 * `awakening-guide` and `analytics`, which have information but no modules yet.
 */
export const EDUCATION_CATEGORY_KEYS = [...EDUCATION_CATEGORIES, 'awakening-guide', 'analytics'] as const;
export type EducationCategoryKey = EducationCategory | 'awakening-guide' | 'analytics';

/** A colour token of the design system (libs/ui/tailwind-preset.cjs), so light and dark both work. */
export type EducationColourToken = 'primary' | 'secondary' | 'accent' | 'success' | 'warning' | 'muted';

export type EducationCategoryInfo = {
  name: string;
  colour: EducationColourToken;
  /** A decorative emoji shown beside the name (hidden from screen readers). */
  icon: string;
  description: string;
};

export const EDUCATION_CATEGORY_INFO: Readonly<Record<EducationCategoryKey, EducationCategoryInfo>> = {
  'truth-telling': {
    name: 'Hormonal Truth-Telling',
    colour: 'primary',
    icon: '🌡️',
    description:
      'Plain facts about perimenopause and menopause. The stages, hot flashes, period changes, and the treatments that have been shown to work.',
  },
  'sacred-science': {
    name: 'Sacred Science',
    colour: 'secondary',
    icon: '🧠',
    description: 'How midlife changes affect your brain, sleep, mood, bones and heart, and what research says helps.',
  },
  biohacking: {
    name: 'Biohacking Formulas',
    colour: 'accent',
    icon: '🧪',
    description: 'What the evidence says about supplements, herbs, caffeine and alcohol, and how to track what works for you.',
  },
  'boundary-mastery': {
    name: 'Boundary Mastery',
    colour: 'warning',
    icon: '🛡️',
    description: 'Protecting your time, energy and health at work, at home and in your relationships.',
  },
  community: {
    name: 'Community Wisdom',
    colour: 'success',
    icon: '🤝',
    description: 'Menopause across cultures, finding your people, and talking openly with the ones you love.',
  },
  'self-care': {
    name: 'Self-Care',
    colour: 'secondary',
    icon: '🌿',
    description: 'Everyday care with good evidence: stress, skin and hair, aches and pains, and habits that last.',
  },
  practice: {
    name: 'Movement and Practice',
    colour: 'primary',
    icon: '🧘',
    description: 'Strength, cardio, balance, breathing and pelvic floor training for a strong midlife body.',
  },
  'nutrition-foundations': {
    name: 'Nutrition Foundations',
    colour: 'success',
    icon: '🥗',
    description: 'Eating patterns for energy, bones and heart health, without fad diets.',
  },
  'awakening-practices': {
    name: 'Awakening Practices',
    colour: 'accent',
    icon: '🌅',
    description: 'Mindfulness, self-compassion, purpose and body image: the inner side of midlife.',
  },
  'awakening-guide': {
    name: 'Awakening Guide',
    colour: 'warning',
    icon: '🧭',
    description: 'Guidance for the bigger questions of midlife: identity, meaning and what comes next.',
  },
  analytics: {
    name: 'Tracking and Insights',
    colour: 'muted',
    icon: '📈',
    description: 'Making sense of your own patterns from the symptoms and check-ins you choose to log.',
  },
};

export { EDUCATION_LIBRARY_TITLE, libraryIntro } from './library-intro';
