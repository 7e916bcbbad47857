import type { EducationModuleSource } from '../types';

export const stressAndTheMidlifeNervousSystemModule: EducationModuleSource = {
  id: 'stress-and-the-midlife-nervous-system',
  title: 'Stress and the Midlife Nervous System',
  description:
    'How stress works in the body and how midlife stress and menopause symptoms feed each other. Plus the stress tools with good evidence.',
  category: 'self-care',
  orderIndex: 24,
  duration: 4,
  content: `Midlife can feel like a pressure cooker. Work demands, caring for children and parents, money worries and health changes can all arrive at once. Add hot flashes and broken sleep, and it is no wonder that many women feel on edge. Understanding how stress works in your body can help you choose tools that truly help.

## How the stress response works

When you face a threat or pressure, your body's stress response switches on. Your nervous system and stress hormones, including adrenaline and cortisol, get you ready to act. Your heart beats faster, your breathing speeds up and your muscles tense. This is often called the "fight or flight" response.

In short bursts, this response is helpful. It helps you meet a deadline or react to danger. Afterward, your body is meant to settle back into a calmer state. Problems can start when stress is constant and your body rarely gets the chance to reset. Long-term stress is linked to poor sleep, low mood, anxiety, headaches, digestive problems and higher blood pressure.

## How midlife stress and symptoms interact

Stress and menopause symptoms can feed each other:

- **Stress can make hot flashes harder to cope with.** Some women notice more hot flashes during stressful times.
- **Night sweats disturb sleep**, and poor sleep makes it harder to handle stress the next day.
- **Changing hormones can affect mood**, making some women more prone to anxiety or irritability.
- **Brain fog can add pressure** at work and at home, which adds to stress.

Breaking this cycle at any point can help. Treating symptoms can ease stress, and easing stress can make symptoms feel more manageable.

## Tools with good evidence

- **Mindfulness-based stress reduction (MBSR).** This is an eight-week group program first developed by Jon Kabat-Zinn at the University of Massachusetts. It teaches meditation, gentle movement and ways to notice thoughts without getting caught up in them. A large review published in 2014 found that mindfulness meditation programs can ease anxiety, depression and pain by a small to moderate amount. Many shorter courses and apps teach similar skills.
- **Physical activity.** Regular movement is one of the best-studied ways to lift mood, improve sleep and reduce stress. The World Health Organization recommends that adults aim for 150 to 300 minutes of moderate activity a week, such as brisk walking. It also advises muscle-strengthening activities on two or more days a week. Any amount is better than none.
- **Social support.** Talking with people you trust can soften the effects of stress. Even short, regular contact helps.
- **Cognitive behavioral therapy (CBT).** CBT is a talking therapy that helps you notice unhelpful thought patterns and try new ways of responding. It has good evidence for anxiety and depression. Menopause-specific CBT has also been shown to reduce how much hot flashes and night sweats bother women, and it can help with sleep. In the UK, the 2024 update of the NICE menopause guideline includes it as an option.
- **Healthy sleep habits.** Regular sleep and wake times, a cool bedroom and a wind-down routine can all help. For long-term insomnia, a specific form of CBT called CBT for insomnia (CBT-I) is a recommended treatment.

## Quick techniques to try

- **Slow breathing.** Breathe in gently for a count of four, then out for a count of six. Repeat for a few minutes.
- **Name it.** Saying "this is stress" to yourself can create a little distance from the feeling.
- **Move for five minutes.** A short walk or stretch can help release tension.
- **Write it down.** Listing your worries before bed can help clear your mind.

The Menopause Society's 2023 review found that paced breathing on its own has not been shown to reduce hot flashes. Slow breathing may still help you feel calmer in a stressful moment.

## A word about "adrenal fatigue"

You may see claims online that stress "burns out" your adrenal glands, causing a condition called "adrenal fatigue." Tests and supplements are often sold to treat it. The Endocrine Society, a leading professional group for hormone specialists, says adrenal fatigue is not a recognized medical diagnosis. A 2016 systematic review found no scientific evidence that it exists.

This matters because tiredness, low mood and poor sleep are real and deserve proper care. They may have treatable causes, such as menopause symptoms, thyroid problems, anemia (too few healthy red blood cells), depression or sleep apnea. Some "adrenal support" supplements have been found to contain hidden hormones, which can be harmful.

Adrenal insufficiency, such as Addison's disease, is a different thing. It is a real but rare condition, and it is diagnosed with proper blood tests.

## When to get help

Talk to a clinician if stress is affecting your sleep, health, work or relationships, or if you feel exhausted most of the time. Reach out if you have had low mood, anxiety or loss of interest for two weeks or more. If you have chest pain, a racing heart with dizziness or fainting, or thoughts of harming yourself, get urgent help right away.`,
  keyInsight:
    'Stress and menopause symptoms can feed each other. Movement, mindfulness, CBT, good sleep and support from others are proven ways to break the cycle. Be wary of fake science like "adrenal fatigue," and get real causes of tiredness checked.',
  references: [
    {
      title: 'Meditation programs for psychological stress and well-being: a systematic review and meta-analysis',
      source: 'Goyal M, Singh S, Sibinga EMS, et al. JAMA Internal Medicine 174(3):357-368',
      year: 2014,
      url: 'https://doi.org/10.1001/jamainternmed.2013.13018',
    },
    {
      title: 'Adrenal fatigue does not exist: a systematic review',
      source: 'Cadegiani FA, Kater CE. BMC Endocrine Disorders 16(1):48',
      year: 2016,
      url: 'https://doi.org/10.1186/s12902-016-0128-4',
    },
    {
      title: 'Menopause: identification and management (NICE guideline NG23)',
      source: 'National Institute for Health and Care Excellence (NICE), UK',
      year: 2024,
      url: 'https://www.nice.org.uk/guidance/ng23',
    },
    {
      title: 'WHO guidelines on physical activity and sedentary behaviour',
      source: 'World Health Organization, Geneva',
      year: 2020,
      url: 'https://www.who.int/publications/i/item/9789240015128',
    },
  ],
};
