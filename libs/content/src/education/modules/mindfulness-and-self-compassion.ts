import type { EducationModuleSource } from '../types';

export const mindfulnessAndSelfCompassionModule: EducationModuleSource = {
  id: 'mindfulness-and-self-compassion',
  title: 'Mindfulness and Self-Compassion',
  description:
    'What mindfulness and self-compassion really are and what research shows. Plus a simple three-minute practice to try today.',
  category: 'awakening-practices',
  orderIndex: 36,
  duration: 5,
  content: `Midlife can be full. Changing hormones, work, family, caring roles and a body that feels different can all pile up. Mindfulness and self-compassion will not make these pressures disappear. But they can change how you meet them. Both are skills, and like any skill, they grow with practice.

## What is mindfulness?

Mindfulness means paying attention to the present moment, on purpose, without judging what you find. It is noticing what is happening right now. That includes your breath, your body, sounds around you, and your thoughts and feelings.

Mindfulness is not about emptying your mind or feeling calm all the time. Minds wander. That is normal. The practice is simply noticing when your mind has wandered and gently bringing it back.

You can practice formally, by sitting and focusing on your breath for a set time. You can also practice informally, by giving full attention to daily tasks such as drinking tea, walking or washing up.

## What the research shows

Mindfulness has been studied a great deal. Two structured programs are the best known:

- **Mindfulness-based stress reduction (MBSR)** is usually an eight-week group course. It was first developed to help people living with stress, pain and illness.
- **Mindfulness-based cognitive therapy (MBCT)** combines mindfulness with ideas from cognitive therapy. It was designed to help people who have had depression stay well.

A large review in 2014 looked at meditation programs. It found they could lead to small to moderate improvements in anxiety, depression and pain.

MBCT has especially strong evidence. A 2016 analysis combined data from several trials. People with a history of depression who took part in MBCT were less likely to have depression come back over the following year or so. In the UK, NICE guidance includes group MBCT as an option to help prevent relapse for people who have had depression.

It is worth being honest about the limits. In 2023, The Menopause Society did not recommend mindfulness as a treatment for hot flashes. Some studies suggest it may help women feel less bothered by symptoms and cope better with stress. Mindfulness is a support, not a cure-all.

## What is self-compassion?

Self-compassion means treating yourself with the same warmth and understanding you would offer a good friend. This applies most when you are struggling, have made a mistake or feel not good enough.

Psychologist Kristin Neff has done much of the research on self-compassion. She describes three parts:

- **Self-kindness.** Being gentle and supportive with yourself, rather than harshly critical.
- **Common humanity.** Remembering that struggle and imperfection are part of being human. You are not alone.
- **Mindfulness.** Noticing painful feelings clearly, without ignoring them or getting swept away by them.

Research links higher self-compassion with lower levels of anxiety and depression. In one trial, people who took an eight-week self-compassion course became more self-compassionate. They also reported greater wellbeing and less stress than those who did not take part.

Self-compassion is not self-pity, and it is not letting yourself off the hook. Many people find it makes it easier to learn from mistakes and keep going.

## Try it: the three-minute breathing space

This short practice comes from MBCT. You can do it sitting, standing or even in a queue. Spend about one minute on each step.

- **Step one: notice.** Pause and sit or stand tall. Close your eyes if you like. Ask yourself: what is here right now? Notice any thoughts, feelings and sensations in your body. Just see them, without trying to change them.
- **Step two: gather.** Bring your attention to your breath. Feel the air moving in and out, or your belly rising and falling. If your mind wanders, gently come back to the breath.
- **Step three: expand.** Widen your attention to your whole body. Notice your posture, your face and your hands. Breathe as if your whole body is breathing. Then carry this wider awareness into your next moment.

## Try it: a self-compassion pause

When you notice you are having a hard time, try this:

- Put a hand on your heart or another place that feels comforting.
- Name it, silently: this is a hard moment.
- Remind yourself: many people feel this way. I am not alone.
- Offer yourself a kind phrase, such as: may I be patient with myself.

It may feel awkward at first. That is okay. It often becomes more natural with practice.

## Making it part of your life

- Start small. Three minutes a day is a good beginning.
- Link practice to something you already do, like your morning drink.
- Try a local class, an online course or an app.
- Use everyday moments as reminders. Waiting for the kettle, stopping at a red light or washing your hands can all be a cue to take three slow, mindful breaths.
- Be kind to yourself when you forget or miss a day. That is self-compassion in action.

If you have experienced trauma, meditation can sometimes stir up difficult memories. A trained teacher or therapist can help you practice in a way that feels safe.

## When to get help

Mindfulness is not a replacement for treatment. Talk to a clinician if:

- You feel low, hopeless or lose interest in things for more than two weeks.
- Anxiety or worry is hard to control or affects your daily life.
- Practicing brings up distress that does not settle.

If you have thoughts of harming yourself or ending your life, get help now. Contact your local emergency number. In the US you can call or text 988. In the UK you can call Samaritans on 116 123.`,
  keyInsight:
    'Mindfulness means noticing the present moment without judgment, and self-compassion means treating yourself as you would a good friend. Both can help with stress and low mood, and a three-minute practice is a good place to start.',
  references: [
    {
      title:
        'Efficacy of mindfulness-based cognitive therapy in prevention of depressive relapse: an individual patient data meta-analysis from randomized trials',
      source: 'Kuyken W, Warren FC, Taylor RS, et al. JAMA Psychiatry 73(6):565-574',
      year: 2016,
      url: 'https://doi.org/10.1001/jamapsychiatry.2016.0076',
    },
    {
      title: 'Meditation programs for psychological stress and well-being: a systematic review and meta-analysis',
      source: 'Goyal M, Singh S, Sibinga EMS, et al. JAMA Internal Medicine 174(3):357-368',
      year: 2014,
      url: 'https://doi.org/10.1001/jamainternmed.2013.13018',
    },
    {
      title: 'A pilot study and randomized controlled trial of the mindful self-compassion program',
      source: 'Neff KD, Germer CK. Journal of Clinical Psychology 69(1):28-44',
      year: 2013,
      url: 'https://doi.org/10.1002/jclp.21923',
    },
    {
      title:
        'Exploring compassion: a meta-analysis of the association between self-compassion and psychopathology',
      source: 'MacBeth A, Gumley A. Clinical Psychology Review 32(6):545-552',
      year: 2012,
      url: 'https://doi.org/10.1016/j.cpr.2012.06.003',
    },
    {
      title: 'Depression in adults: treatment and management (NG222)',
      source: 'National Institute for Health and Care Excellence (NICE)',
      year: 2022,
      url: 'https://www.nice.org.uk/guidance/ng222',
    },
  ],
};
