import type { EducationModuleSource } from '../types';

export const caffeineAlcoholAndYourSymptomsModule: EducationModuleSource = {
  id: 'caffeine-alcohol-and-your-symptoms',
  title: 'Caffeine, Alcohol and Your Symptoms',
  description:
    'How coffee, tea and alcohol can affect hot flashes, sleep and breast cancer risk. Try a simple two-week test to find out what suits you.',
  category: 'biohacking',
  orderIndex: 16,
  duration: 5,
  content: `A morning coffee and a glass of wine with dinner are part of many women's routines. They can bring comfort, pleasure and connection. This module is not about rules or guilt. It is about understanding how caffeine and alcohol may affect your symptoms, so you can make choices that feel right for you.

## Alcohol and hot flashes

Alcohol widens the blood vessels near the skin. This is why some people look flushed after a drink. Many women notice that alcohol can set off a hot flash or make night sweats worse.

Research on alcohol and hot flashes has been mixed. Some studies have linked drinking with more hot flashes, and others have not. Every woman is different, so your own experience is a useful guide.

## Alcohol and sleep

A drink may help you fall asleep faster. But as your body breaks down the alcohol during the night, sleep tends to become lighter and more broken. You may wake more often, especially in the second half of the night. Alcohol also relaxes the muscles in your throat, which can make snoring worse. If you already wake with night sweats or worries, alcohol can add to the problem.

Alcohol can also affect how you feel the next day. Some women notice more anxiety or low mood after drinking.

## Alcohol and breast cancer risk

This is important information, shared without judgment. Alcohol is a known cause of several types of cancer, including breast cancer. Any amount of alcohol raises breast cancer risk a little, and the risk goes up the more you drink. In January 2025, the US Surgeon General issued an advisory to raise awareness of the link between alcohol and cancer.

A small rise in risk does not mean you will get cancer. Many things affect breast cancer risk, and many of them are outside your control. But drinking less is one change that can lower your risk.

## Guidance on limits varies by country

Different countries give different advice. For example:

- In the UK, the chief medical officers advise that it is safest not to drink more than 14 units a week on a regular basis, spread over three or more days.
- The 2025-2030 Dietary Guidelines for Americans, published in January 2026, no longer give a daily number of drinks. Earlier editions said one drink or less a day for women. The new edition simply advises adults to drink less alcohol for better health. It says some people should not drink at all, including anyone who is pregnant, recovering from alcohol use disorder, or taking medicines that interact with alcohol.
- Canada's Guidance on Alcohol and Health, published in 2023, says that two or fewer standard drinks a week is low risk, and that less is better.

Where a number is given, it is an upper limit, not a target to aim for. A "unit" or "standard drink" is not the same as one glass. A large glass of wine can hold about three UK units. If you want to know how much you drink, check the label or use a trusted online calculator.

## Caffeine and sleep

Caffeine is found in coffee, tea, cola, energy drinks and chocolate. It blocks a brain chemical that helps you feel sleepy. Caffeine can stay in your body for many hours. In one sleep study, a large dose of caffeine taken six hours before bed still disturbed sleep.

If sleep is a problem, you could try having your last caffeinated drink by early afternoon. Decaf coffee and caffeine-free herbal teas are easy swaps, though decaf still contains a small amount of caffeine.

## Caffeine and hot flashes

Some women find that coffee or other hot drinks seem to bring on hot flashes. A Mayo Clinic study published in 2015 looked at more than 1,800 women. Women who had caffeine reported more bothersome hot flashes and night sweats, especially after menopause. This kind of study shows a link, but it cannot prove that caffeine caused the symptoms.

## What the experts say about triggers

It is worth knowing that research has not proven that avoiding triggers reduces hot flashes for women in general. In its 2023 review, The Menopause Society did not find enough evidence to recommend avoiding triggers as a treatment. But triggers can differ from person to person. If you notice a pattern, it is reasonable to test it for yourself. The simplest way is a small experiment.

## Try a two-week experiment

- **Pick one thing to change.** For example, no caffeine after midday, or no alcohol on weeknights. Changing one thing at a time makes the results clearer.
- **Keep a simple diary.** Each day, write down what you drank and when. Rate your hot flashes, night sweats, sleep and mood from 0 (none) to 3 (severe).
- **Cut down gently.** If you drink a lot of coffee, reduce it over several days. Stopping suddenly can cause headaches and tiredness.
- **Review after two weeks.** Compare your notes with a usual week. Did anything change?
- **Decide what works for you.** You might keep the change, go back to your old routine, or try a different experiment.

## Be kind to yourself

Many women use a drink or an extra coffee to cope with stress, tiredness or a packed schedule. That is understandable. If you decide to change your habits, focus on what you are adding rather than what you are giving up. That might be a calming evening routine or a favorite alcohol-free drink. A slip is not a failure. You can simply start again the next day.

## When to get help

Talk to a clinician if you find it hard to cut down, or if you drink to cope with anxiety or low mood. It is also worth getting help if people close to you are worried about your drinking. If you drink heavily every day, get medical advice before you stop, because sudden alcohol withdrawal can be dangerous. Support is available, and asking for it is a sign of strength, not weakness.`,
  keyInsight:
    'Caffeine and alcohol affect each woman in her own way. A two-week test with a diary can show what helps your sleep and symptoms. Drinking less alcohol also lowers breast cancer risk.',
  references: [
    {
      title: 'Caffeine and menopausal symptoms: what is the association?',
      source: 'Faubion SS, Sood R, Thielen JM, Shuster LT. Menopause 22(2):155-158',
      year: 2015,
      url: 'https://doi.org/10.1097/GME.0000000000000301',
    },
    {
      title: "Alcohol and Cancer Risk: The U.S. Surgeon General's Advisory",
      source: 'Office of the U.S. Surgeon General, U.S. Department of Health and Human Services',
      year: 2025,
      url: 'https://www.hhs.gov/surgeongeneral/reports-and-publications/alcohol-cancer/index.html',
    },
    {
      title: 'The 2023 nonhormone therapy position statement of The North American Menopause Society',
      source: 'The North American Menopause Society (now The Menopause Society). Menopause 30(6):573-590',
      year: 2023,
      url: 'https://doi.org/10.1097/GME.0000000000002200',
    },
    {
      title: "Canada's Guidance on Alcohol and Health: Final Report",
      source: 'Canadian Centre on Substance Use and Addiction (CCSA)',
      year: 2023,
      url: 'https://www.ccsa.ca/canadas-guidance-alcohol-and-health',
    },
    {
      title: 'Dietary Guidelines for Americans, 2025-2030',
      source: 'US Department of Agriculture and US Department of Health and Human Services',
      year: 2026,
      url: 'https://www.dietaryguidelines.gov',
    },
  ],
};
