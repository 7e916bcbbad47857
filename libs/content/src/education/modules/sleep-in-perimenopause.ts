import type { EducationModuleSource } from '../types';

export const sleepInPerimenopauseModule: EducationModuleSource = {
  id: 'sleep-in-perimenopause',
  title: 'Sleep in Perimenopause and Beyond',
  description:
    'Why sleep often changes in midlife. The first treatment experts advise for long-term insomnia, and when poor sleep needs a check.',
  category: 'sacred-science',
  orderIndex: 9,
  duration: 4,
  content: `Many women say sleep is one of the hardest parts of perimenopause. You may struggle to fall asleep, wake often in the night, or wake too early and not get back to sleep. Poor sleep affects mood, memory, energy and long-term health. The good news is that there are proven ways to help.

## Why sleep changes

There is often more than one cause:

- **Night sweats and hot flashes** can wake you up, sometimes many times a night.
- **Anxiety and low mood**, which can increase in perimenopause, can make it hard to switch off.
- **Needing to pass urine at night** becomes more common with age.
- **Sleep apnea.** This is when the airway narrows or closes during sleep, so breathing stops and starts. The risk rises after menopause. In women, the signs are not always loud snoring. They can include insomnia, morning headaches and feeling tired all the time.
- **Restless legs syndrome.** This is an uncomfortable urge to move your legs, usually in the evening or at night. It is more common in women and becomes more common with age. Low iron can play a part.
- **Pain**, such as aching joints.
- **Stress and life changes.** Worries about work, family or caring for others often peak in midlife.
- **Alcohol, caffeine and some medicines.**

## CBT for insomnia: the recommended first treatment

If you have trouble sleeping at least three nights a week for three months or more, and it affects how you feel and function during the day, this is called **chronic insomnia**.

The recommended first treatment for chronic insomnia is **cognitive behavioral therapy for insomnia (CBT-I)**. In 2016, the American College of Physicians recommended CBT-I as the first treatment for adults with chronic insomnia. The American Academy of Sleep Medicine also strongly recommends it. In the UK, NICE suggests CBT for sleep problems linked to menopause.

CBT-I is more than general sleep tips. It is a structured program, usually over several weeks. It can include:

- **Sleep restriction.** At first, you limit your time in bed to roughly the time you actually sleep. Then you slowly extend it. This builds a stronger drive to sleep.
- **Stimulus control.** You use the bed only for sleep and sex, and get up if you cannot sleep, so your brain links bed with sleeping.
- **Changing unhelpful thoughts** about sleep, such as worrying that a bad night will ruin the next day.
- **Relaxation methods.**
- **Learning about sleep habits.**

CBT-I is available face to face, in groups, online, through some apps and in self-help books. Its benefits tend to last after treatment ends. Sleep restriction can make you sleepier for the first week or two. So it is best done with guidance, and with extra care if you drive or have certain health conditions.

Treating night sweats can also improve sleep. Our modules on hot flashes, hormone therapy and non-hormonal treatments explain the options.

## Everyday sleep habits

Sleep habits on their own are rarely enough to fix chronic insomnia. But they support other treatment, and they can help with milder sleep problems:

- Get up at about the same time every day, even after a bad night.
- Keep your bedroom cool, dark and quiet. A fan and layered bedding can help with night sweats.
- Get daylight in the morning, and stay active during the day.
- Limit caffeine, especially after midday.
- Limit alcohol. It may help you fall asleep, but it tends to disturb sleep later in the night.
- Avoid heavy meals late in the evening.
- Give yourself time to wind down before bed. Put work and screens away.
- If you cannot sleep, get up and do something calm in dim light. Go back to bed when you feel sleepy.
- Avoid long naps, especially late in the day.

## Sleeping pills and supplements

Some people use sleeping pills for a short time. They can have side effects, such as feeling drowsy the next day, and some can lead to dependence. Guidelines recommend trying CBT-I first. If medicine is considered, that is a decision to make with your clinician. Many over-the-counter sleep aids and supplements have limited evidence, and some interact with other medicines.

## When to get help

See a clinician if:

- you snore loudly, or someone has seen you stop breathing, choke or gasp in your sleep
- you feel very sleepy during the day, or have nodded off while driving or in quiet moments
- you often wake with headaches or a very dry mouth
- an urge to move your legs keeps you awake
- poor sleep has lasted for months or is affecting your daily life
- low mood or anxiety is keeping you awake

Sleep apnea and restless legs syndrome are treatable, so checking for them matters. Untreated sleep apnea is linked to high blood pressure and heart problems. If you feel very sleepy during the day, it is safest not to drive until you have been checked.`,
  keyInsight:
    'Poor sleep in perimenopause often has more than one cause. CBT for insomnia is the first treatment to try for long-term sleep trouble. Loud snoring, gasping in your sleep or feeling very sleepy in the day should be checked for sleep apnea.',
  references: [
    {
      title:
        'Management of chronic insomnia disorder in adults: a clinical practice guideline from the American College of Physicians',
      source:
        'Qaseem A, Kansagara D, Forciea MA, Cooke M, Denberg TD; Clinical Guidelines Committee of the American College of Physicians. Annals of Internal Medicine 165(2):125-133',
      year: 2016,
      url: 'https://doi.org/10.7326/M15-2175',
    },
    {
      title:
        'Behavioral and psychological treatments for chronic insomnia disorder in adults: an American Academy of Sleep Medicine clinical practice guideline',
      source: 'Edinger JD, Arnedt JT, Bertisch SM, et al. Journal of Clinical Sleep Medicine 17(2):255-262',
      year: 2021,
      url: 'https://doi.org/10.5664/jcsm.8986',
    },
    {
      title: 'Menopause: identification and management (NICE guideline NG23)',
      source: 'National Institute for Health and Care Excellence (NICE), UK',
      year: 2024,
      url: 'https://www.nice.org.uk/guidance/ng23',
    },
  ],
};
