import type { EducationModuleSource } from '../types';

export const breathingAndRelaxationForSymptomsModule: EducationModuleSource = {
  id: 'breathing-and-relaxation-for-symptoms',
  title: 'Breathing and Relaxation for Symptoms',
  description:
    'A frank look at what slow breathing can and cannot do in menopause, with two simple ways to try it.',
  category: 'practice',
  orderIndex: 30,
  duration: 5,
  content: `Slow breathing is often suggested for menopause symptoms. It is free, private and you can do it anywhere. But what does the research really show? This module gives you an honest picture and two simple techniques to try.

## What is paced breathing?

At rest, most adults take about 12 to 20 breaths a minute. Paced breathing, also called paced respiration, means slowing this down on purpose. You breathe deeply and evenly, often to about six breaths a minute. The breath moves low into the belly rather than high in the chest.

## What the research says about hot flashes

Some early, small studies suggested that paced breathing might reduce hot flashes. This led to it being widely recommended.

Later, larger and better-designed trials tested it more carefully. They did not find that paced breathing reduced hot flashes more than comparison groups. In 2023, The Menopause Society published a review of non-hormone treatments for hot flashes. Based on these trials, it did not recommend paced breathing as a treatment for hot flashes.

This matters. If you have tried slow breathing for hot flashes and it did not help, you have not failed. There are treatments with good evidence, both with and without hormones. The same 2023 review did recommend some non-drug options, including cognitive behavioral therapy (CBT) and clinical hypnosis. CBT is a talking therapy that helps you change unhelpful thoughts and habits. Your clinician can talk you through your options.

## Where slow breathing can help

While it may not stop hot flashes, slow breathing and relaxation can still be useful. Many people find they help with:

- **Stress and tension.** Slow breathing can help switch on the body's rest-and-digest system. This is the part of the nervous system that calms your heart rate and helps you relax.
- **Feeling overwhelmed.** A few slow breaths can create a pause before you react.
- **Sleep.** Relaxation techniques are one part of CBT for insomnia, a well-studied approach to long-term sleep problems. Slow breathing in bed may help you settle, or get back to sleep after waking.
- **Coping with a hot flash.** Even if the flash itself does not change, some women find slow breathing helps them feel calmer while it passes.

Research on breathing and relaxation is still growing, and many studies are small. But these techniques are low-cost and low-risk, and many people find them helpful.

## Getting ready

- Sit comfortably or lie down. Let your shoulders drop.
- Place one hand on your chest and one on your belly.
- Breathe in through your nose if you can. Let your belly rise more than your chest.
- Keep the breath smooth and gentle. You do not need to take huge breaths.

It helps to practice when you already feel fairly calm, such as before bed or during a quiet break. Then the skill is easier to use when you are stressed.

## Coherent breathing

This is a steady, even rhythm of about six breaths a minute.

- Breathe in gently through your nose for a count of about five seconds.
- Breathe out slowly for a count of about five seconds.
- Keep going for two to three minutes at first.
- Over time, you can build up to five or ten minutes.

If five seconds feels too long, start with four in and four out. Comfort matters more than exact timing. Some people like to use a timer app or slow music to keep the rhythm.

## 4-7-8 breathing

This pattern is widely taught to help people wind down, especially at bedtime. There is little research on this exact pattern, but some people find the counting helps quiet a busy mind.

- Breathe out fully through your mouth.
- Close your mouth and breathe in quietly through your nose for a count of four.
- Hold your breath for a count of seven.
- Breathe out through your mouth for a count of eight, as if gently blowing out a candle.
- Repeat for up to four rounds.

You can count quickly at first. The pattern of a longer out-breath matters more than the exact speed. If holding your breath feels uncomfortable, shorten the hold or skip it.

## Other ways to relax

- **Progressive muscle relaxation.** Tense one group of muscles, such as your hands, for a few seconds, then let go. Move slowly through the body from your feet to your face.
- **Body scan.** Lie down and move your attention slowly through your body, noticing each area without trying to change it.
- **Gentle movement.** Stretching, yoga or a slow walk can also calm the body.

## Safety: stop if you feel dizzy

Breathing exercises are safe for most people. But breathing too fast or too deeply can make you feel dizzy or light-headed. You may feel tingling in your fingers or lips. If this happens, stop and breathe normally. The feeling should pass in a minute or two.

- Skip or shorten breath holds if you have a heart or lung condition, and check with your clinician.
- If focusing on your breath makes you feel more anxious, that is okay. Try a different technique, like a body scan or a walk.

## When to get help

- If hot flashes or night sweats are affecting your life, talk to your clinician about proven treatments.
- If anxiety, panic or poor sleep last for weeks, ask for help. Effective support is available.
- New or unexplained breathlessness, chest pain or a racing heart needs medical advice, not breathing exercises. Get urgent help if symptoms are severe.

Slow breathing is not a cure. But as a tool for calm, it is one you can carry with you everywhere.`,
  keyInsight:
    'Good trials show that slow, paced breathing does not reliably cut hot flashes. But slow breathing and relaxing can still help many people with stress and sleep. Stop and breathe as normal if you feel dizzy.',
  references: [
    {
      title: 'The 2023 nonhormone therapy position statement of The North American Menopause Society',
      source: 'The North American Menopause Society (now The Menopause Society). Menopause 30(6):573-590',
      year: 2023,
      url: 'https://doi.org/10.1097/GME.0000000000002200',
    },
    {
      title: 'Paced respiration for vasomotor and other menopausal symptoms: a randomized, controlled trial',
      source: 'Carpenter JS, Burns DS, Wu J, et al. Journal of General Internal Medicine 28(2):193-200',
      year: 2013,
      url: 'https://doi.org/10.1007/s11606-012-2202-6',
    },
    {
      title:
        'How breath-control can change your life: a systematic review on psycho-physiological correlates of slow breathing',
      source: 'Zaccaro A, Piarulli A, Laurino M, et al. Frontiers in Human Neuroscience 12:353',
      year: 2018,
      url: 'https://doi.org/10.3389/fnhum.2018.00353',
    },
  ],
};
