import type { EducationModuleSource } from '../types';

export const trackingYourSymptomsModule: EducationModuleSource = {
  id: 'tracking-your-symptoms',
  title: 'Tracking Your Symptoms',
  description:
    'Why a simple symptom record helps and what to track. Which forms clinicians use, and how to keep tracking light and private.',
  category: 'biohacking',
  orderIndex: 17,
  duration: 4,
  content: `Perimenopause can feel unpredictable. One month brings night sweats and a heavy period. The next month seems calm, and then the brain fog returns. Keeping a simple record can turn that confusion into useful information. It can help you spot patterns, test what helps, and have clearer conversations with your clinician.

## Why tracking helps

- **It shows patterns.** You may notice that symptoms cluster around your period, after poor sleep, or during stressful weeks.
- **It helps find triggers.** Some women notice links with alcohol, spicy food, hot rooms or stress.
- **It gives your clinician a clear picture.** Appointments are short, and memory is unreliable. A few weeks of notes can say more than "I just don't feel like myself."
- **It shows whether a change is working.** If you try a new routine or treatment, a record helps you see whether things are really improving.
- **It can be reassuring.** Seeing that a hard week was followed by better ones can help you feel more in control.

In the UK, NICE guidance says that for women over 45, perimenopause and menopause can usually be diagnosed from symptoms and changes in periods, without blood tests. That makes a clear record of your symptoms and periods even more useful.

## What to track

You do not need to track everything. Choose the symptoms that bother you most. Common ones include:

- **Hot flashes and night sweats.** Note how many you have, how strong they are, and roughly how long they last.
- **Sleep.** When you went to bed, how often you woke, and how rested you felt.
- **Mood.** A simple word or rating, such as calm, low, anxious or irritable.
- **Periods.** Start and end dates, how heavy the bleeding was, and any spotting in between.
- **Energy.** A quick score from 1 to 5.
- **Other symptoms** that matter to you, such as joint aches, headaches, brain fog, vaginal dryness or bladder changes.

For hot flashes, researchers often use a simple way to rate strength. **Mild** means you feel warm but do not sweat. **Moderate** means you feel hot and sweaty but can carry on with what you are doing. **Severe** means the heat and sweating make you stop what you are doing.

You might also jot down possible triggers or helpers, such as alcohol, caffeine, exercise, stress or a new medicine.

## Simple ways to track

The best method is the one you will actually use.

- **Paper.** A notebook or a printed chart by your bed works well for many women.
- **Calendar.** Mark period days and bad nights with simple symbols.
- **Phone notes or an app.** Many apps let you record periods and symptoms.

Try tracking for two to three months if you can. This is usually long enough to see patterns across several cycles.

## Validated questionnaires

Researchers and clinicians sometimes use standard questionnaires to measure menopause symptoms. "Validated" means a questionnaire has been tested to show that it measures what it claims to measure, and does so consistently. Two well-known examples are:

- **The Greene Climacteric Scale.** It has 21 items. Most are grouped into psychological, physical and vasomotor (hot flash and sweating) symptoms, and one asks about loss of interest in sex. You rate each one from "not at all" to "extremely."
- **The Menopause Rating Scale (MRS).** It covers 11 symptoms in three groups: physical, psychological and urogenital (bladder, vaginal and sexual) symptoms. You rate how severe each one is.

These tools can help you track changes over time. They cannot diagnose menopause or any other condition on their own. Ask your clinician whether they use one, or bring your completed scores to an appointment.

## Keep it light

Tracking should help you, not become another chore. If it starts to feel stressful, or makes you focus on symptoms all day, scale it back. You could:

- Track only one or two symptoms
- Fill in your record once a day, at the same time
- Take a break for a week or two
- Stop once you have the information you need

For some people, constant tracking increases worry. If that happens to you, it is a good sign to simplify.

## Protect your privacy

Health information is personal. Before you use an app, read its privacy policy. Look at what data it collects, whether it shares data with other companies, and whether you can delete your records. Laws that protect health data vary between countries, and many apps are not covered by the rules that apply to doctors and hospitals. If this worries you, paper is a perfectly good choice.

## When to get help

Bring your notes to a clinician if symptoms are affecting your daily life. Get medical advice promptly if your record shows:

- Any bleeding after you have gone 12 months without a period
- Very heavy bleeding, such as soaking through a pad or tampon every hour for several hours in a row
- Bleeding between periods or after sex
- Low mood on most days for two weeks or more

If you ever have thoughts of harming yourself or ending your life, contact emergency services or a crisis line right away.`,
  keyInsight:
    'A short, simple record of your symptoms and periods can reveal patterns and make appointments more useful. Track only what helps you, and protect your privacy.',
  references: [
    {
      title: 'Constructing a standard climacteric scale',
      source: 'Greene JG. Maturitas 29(1):25-31',
      year: 1998,
      url: 'https://doi.org/10.1016/S0378-5122(98)00025-5',
    },
    {
      title: 'The Menopause Rating Scale (MRS) scale: a methodological review',
      source: 'Heinemann K, Ruebig A, Potthoff P, et al. Health and Quality of Life Outcomes 2:45',
      year: 2004,
      url: 'https://doi.org/10.1186/1477-7525-2-45',
    },
    {
      title: 'Menopause: identification and management (NICE guideline NG23)',
      source: 'National Institute for Health and Care Excellence (NICE), UK',
      year: 2024,
      url: 'https://www.nice.org.uk/guidance/ng23',
    },
  ],
};
