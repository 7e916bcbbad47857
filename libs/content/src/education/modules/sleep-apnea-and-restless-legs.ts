import type { EducationModuleSource } from '../types';

export const sleepApneaAndRestlessLegsModule: EducationModuleSource = {
  id: 'sleep-apnea-and-restless-legs',
  title: 'Sleep Apnea and Restless Legs in Midlife',
  description:
    'Two sleep problems that are easy to miss in midlife women. How sleep apnea and restless legs show up, why they matter, how they are tested and what helps.',
  category: 'sacred-science',
  orderIndex: 48,
  duration: 4,
  content: `Poor sleep in midlife is often blamed on night sweats or stress. Often that is right. But two other sleep problems become more common at this age, and they are easy to miss: **obstructive sleep apnea** and **restless legs syndrome**. Both can be treated, so they are worth knowing about.

## Obstructive sleep apnea

In sleep apnea, the airway at the back of the throat narrows or closes again and again during sleep. Breathing stops or gets very shallow for a few seconds. The brain wakes you briefly to breathe again, often without you knowing. This can happen many times an hour.

Before menopause, women are less likely than men to have sleep apnea. After menopause, the gap gets much smaller. One review estimated that about **1 in 5 midlife women** develop breathing problems in sleep during the menopause transition. Weight gain, a thicker neck, alcohol and some sleeping pills all add to the risk.

**Signs in women are often less obvious.** The classic signs are loud snoring, gasping or choking in sleep, and pauses in breathing that a partner notices. But women are more likely to report:

- tiredness or sleepiness in the day, even after a full night in bed
- trouble sleeping, or waking often
- morning headaches
- low mood, irritability or poor concentration
- getting up at night to pee

These overlap with menopause symptoms, which is one reason sleep apnea in women is often missed.

**Why it matters.** Untreated sleep apnea is linked to high blood pressure, heart disease, stroke and type 2 diabetes. Sleepiness also raises the risk of accidents, including on the road.

**Tests and treatment.** A clinician may use a short questionnaire and then arrange a sleep study. Many can now be done at home. Treatments include:

- **CPAP,** a machine that blows air gently through a mask to keep the airway open. NICE recommends it for moderate or severe sleep apnea.
- **A mouth guard** made to hold the lower jaw forward, often for milder sleep apnea.
- **Losing weight,** if you carry extra weight. In 2024 the FDA approved one weight-loss medicine, tirzepatide, for moderate to severe sleep apnea in adults with obesity. It often causes nausea or other stomach upsets, and rarely gallbladder or pancreas problems. Our module on weight-loss medicines explains more.
- **Cutting back on alcohol** and sleeping pills in the evening, and sleeping on your side.

## Restless legs syndrome

Restless legs syndrome (RLS) causes an **urge to move your legs**, often with unpleasant feelings such as crawling, tingling, pulling or aching. It has a clear pattern:

- it starts or gets worse when you rest, sit or lie down
- it is worse in the evening and at night
- moving or walking eases it, at least for a while

RLS is more common in women and becomes more common with age. It can make it very hard to fall asleep.

**Iron matters.** Low iron in the brain seems to play a part, even when blood tests look normal. Heavy periods in perimenopause can lower iron stores. The American Academy of Sleep Medicine (AASM) advises that everyone with troublesome RLS has blood tests for iron, including **ferritin**, ideally in the morning. Iron treatment is advised if ferritin is 75 or lower (in ng/mL) or another iron measure is low. Do not take iron without a test, because too much iron can be harmful.

**Other triggers.** Some medicines can make RLS worse. These include some antidepressants, drowsy antihistamines and some anti-sickness medicines. Ask your clinician or pharmacist before changing any medicine.

**Treatment has changed.** The AASM's 2024 guideline now advises against routine use of older dopamine medicines, such as pramipexole and ropinirole. Over time, they can make RLS worse, which is called augmentation. Medicines such as gabapentin are now preferred when iron is not enough.

**Self-help.** Regular exercise, leg stretches or massage, a warm bath, and less caffeine and alcohol can ease symptoms for some people.

## When to see a clinician

- if someone notices you snore loudly, gasp or stop breathing in your sleep
- if you feel very sleepy in the day, or nod off when you do not mean to
- if you have an urge to move your legs at night that keeps you awake
- if you have heavy periods and feel tired, as you may be low in iron

If you feel sleepy while driving, stop and rest, and do not drive again until you have been checked.`,
  keyInsight:
    'Sleep apnea gets much more common after menopause. In women it often shows up as tiredness, poor sleep or morning headaches, not loud snoring. Restless legs is closely linked to low iron. Ask for an iron test before any other treatment.',
  references: [
    {
      title:
        'Treatment of restless legs syndrome and periodic limb movement disorder: an American Academy of Sleep Medicine clinical practice guideline',
      source:
        'Winkelman JW, Berkowski JA, DelRosso LM, et al. Journal of Clinical Sleep Medicine (American Academy of Sleep Medicine)',
      year: 2024,
      url: 'https://doi.org/10.5664/jcsm.11390',
    },
    {
      title:
        'Obstructive sleep apnoea/hypopnoea syndrome and obesity hypoventilation syndrome in over 16s (NICE guideline NG202)',
      source: 'National Institute for Health and Care Excellence (NICE), UK',
      year: 2021,
      url: 'https://www.nice.org.uk/guidance/ng202',
    },
    {
      title: 'Insomnia and sleep apnea in midlife women: prevalence and consequences to health and functioning',
      source: 'Hall MH, Kline CE, Nowakowski S. F1000Prime Reports 7:63',
      year: 2015,
      url: 'https://doi.org/10.12703/P7-63',
    },
  ],
};
