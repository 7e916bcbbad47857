import type { EducationModuleSource } from '../types';

export const palpitationsInMidlifeModule: EducationModuleSource = {
  id: 'palpitations-in-midlife',
  title: 'Heart Palpitations in Perimenopause',
  description:
    'Why a racing or pounding heart is common around menopause. Other causes to check, the tests you may be offered, and the signs that need help fast.',
  category: 'sacred-science',
  orderIndex: 45,
  duration: 3,
  content: `Palpitations are when you suddenly notice your own heartbeat. Your heart may feel like it is racing, pounding, fluttering or skipping a beat. You may feel it in your chest, throat or neck. It can be scary. Most of the time, it is not a sign of heart disease. But it is worth knowing when to get it checked.

## How common are they around menopause?

Palpitations are a common, and often overlooked, symptom of the menopause transition. The Study of Women's Health Across the Nation (SWAN) followed more than 3,000 women through midlife. About half of them fell into groups with a moderate or high chance of palpitations during perimenopause and the early years after menopause. For most, palpitations became less common later on.

Women in midlife often find palpitations hard to describe, and some do not mention them to a doctor at all. You are not imagining them.

## Why they happen

Estrogen affects the nerves that control heart rate. As levels rise and fall in perimenopause, the heart can become more reactive. Palpitations often come with:

- **hot flashes,** when the heart speeds up as the body tries to cool down
- **anxiety or stress**
- **poor sleep**

Studies in midlife women have linked palpitations with both hot flashes and anxiety.

## Other causes worth checking

Palpitations are not always due to menopause. Other common causes include:

- caffeine, alcohol and nicotine
- some medicines, such as decongestants, asthma inhalers and too much thyroid medicine
- **anemia** (low iron in the blood), which heavy periods can cause
- an **overactive thyroid**
- dehydration, fever or low blood sugar
- a **heart rhythm problem,** such as atrial fibrillation, which becomes more common with age

This is why new palpitations should be checked, rather than just put down to menopause.

## What a clinician may do

- ask when they happen, how long they last, and whether your heartbeat feels regular or irregular
- check your pulse and blood pressure
- do an **ECG** (a quick, painless recording of your heart's electrical activity)
- do blood tests, for example for anemia and thyroid problems
- offer a **heart monitor** to wear for a day or more, to catch an episode

It helps to note the date, time, how long it lasted, what you were doing, and whether you also had a hot flash. If you can, check your pulse during an episode. Tap out the rhythm to show your clinician.

## What may help

- cutting down on caffeine and alcohol
- not smoking
- regular exercise and good sleep
- slow breathing when an episode starts
- treating hot flashes, if they are the trigger

## When to see a clinician

Book an appointment if palpitations:

- are new, happen often, or are getting worse
- last more than a few minutes
- feel irregular
- come on during exercise
- happen and you have a heart condition, or a family history of heart problems or sudden death at a young age

**Get emergency help straight away** (call 911 in the US, 999 in the UK, or your local emergency number) if palpitations come with chest pain or pressure, fainting or nearly fainting, or severe shortness of breath.`,
  keyInsight:
    'A racing or pounding heart is common around menopause. It often comes with hot flashes or anxiety. Most of the time it is harmless. But get new or frequent ones checked. Chest pain, fainting or bad shortness of breath need emergency help.',
  references: [
    {
      title:
        'Palpitations across the menopause transition in SWAN: trajectories, characteristics, and associations with subclinical cardiovascular disease',
      source: 'Carpenter JS, Cortés YI, Tisdale JE, et al. Menopause 30(1):18-27',
      year: 2023,
      url: 'https://doi.org/10.1097/GME.0000000000002082',
    },
    {
      title: 'Independent association of palpitation with vasomotor symptoms and anxiety in middle-aged women',
      source: 'Enomoto H, Terauchi M, Odai T, et al. Menopause 28(7)',
      year: 2021,
      url: 'https://doi.org/10.1097/GME.0000000000001776',
    },
    {
      title: '"Quick flutter skip": midlife women\'s descriptions of palpitations',
      source: 'Carpenter JS, Fagan R, Alzahrani M, et al. Menopause 30(10):1014-1021',
      year: 2023,
      url: 'https://doi.org/10.1097/GME.0000000000002244',
    },
  ],
};
