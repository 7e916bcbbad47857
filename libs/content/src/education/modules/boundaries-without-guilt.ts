import type { EducationModuleSource } from '../types';

export const boundariesWithoutGuiltModule: EducationModuleSource = {
  id: 'boundaries-without-guilt',
  title: 'Boundaries Without Guilt',
  description:
    'What boundaries are and why midlife is a good time to look at them again. Simple scripts and kind self-talk for saying no without so much guilt.',
  category: 'boundary-mastery',
  orderIndex: 20,
  duration: 4,
  content: `Many women reach midlife after years of putting others first. Children, partners, parents, work and community all make demands. At the same time, menopause symptoms may leave you with less energy than before. Boundaries can help you protect your time, health and peace of mind. And you can learn to set them without drowning in guilt.

## What are boundaries?

A boundary is a limit you set to protect your well-being. It tells other people what you are willing to do and what you are not. Boundaries can be about:

- **Time**, such as not answering work emails after 7 in the evening
- **Energy**, such as saying no to an extra project
- **Emotions**, such as not always being the family peacemaker
- **Physical needs**, such as protecting your sleep or taking breaks
- **Money**, such as deciding how much financial help you can give

A boundary is not a punishment or a wall. It is about what you will do, not about controlling other people. Healthy boundaries can make relationships stronger, because they reduce resentment on both sides.

## Why midlife is a common time to revisit boundaries

Midlife often brings a heavy load. Many women are part of the "sandwich generation," caring for children or teenagers and for aging parents at the same time. A 2013 Pew Research Center survey looked at US adults in their 40s and 50s. Nearly half had a parent aged 65 or older and were also raising a young child or financially supporting a grown child.

Add changing hormones, poor sleep and a busy job, and it is easy to run on empty. Many women also say that midlife is a time when they become clearer about what matters to them. That clarity can make it easier to say no to what does not.

## Simple scripts for saying no

You do not need a long explanation. Short and kind is often best. Try these:

- "Thank you for thinking of me, but I can't take that on right now."
- "That doesn't work for me. Could we do Saturday instead?"
- "I can help for one hour, but not the whole afternoon."
- "Let me check my week and get back to you tomorrow."
- "I'm not able to lend money right now, but I'm happy to help you think it through."
- "I need to stop talking about this now. Can we come back to it later?"

Buying time is a powerful tool. You do not have to answer on the spot.

## Handling guilt

Guilt often shows up when you start setting boundaries, especially if you are used to saying yes. Feeling guilty does not mean you are doing something wrong. Often it just means you are doing something new.

Some ideas that may help:

- **Notice the feeling without obeying it.** You can feel guilty and still keep your boundary.
- **Remember your reasons.** Write down why the boundary matters, such as better sleep or more time for yourself.
- **Expect some pushback.** People who are used to your yes may be surprised at first. That is normal, and it usually settles.
- **Think long term.** Saying no to one thing means saying yes to something else, including your own health.

## Be kind to yourself

Psychologist Kristin Neff has studied self-compassion for more than 20 years. She describes it as having three parts:

- **Self-kindness**: treating yourself with the warmth you would offer a good friend, instead of harsh self-criticism
- **Common humanity**: remembering that struggles and mistakes are part of being human, not signs that you alone are failing
- **Mindfulness**: noticing painful thoughts and feelings with balance, without ignoring them or being swept away by them

Research has linked self-compassion with lower levels of anxiety and depression. When guilt hits, try asking yourself, "What would I say to a friend in my position?" Then say it to yourself.

## Start small

You do not need to change everything at once. Pick one small boundary to practice this week. It might be a phone-free hour in the evening, a regular bedtime, or saying "let me think about it" before agreeing to something. Notice how it feels. Then build from there.

If caring duties feel overwhelming, look into practical help. This might include respite care, caregiver support groups, or asking other family members to share specific tasks.

## When to get help

Talk to a clinician or counselor if you feel exhausted most of the time, or if guilt or anxiety is affecting your sleep and daily life. Also reach out if low mood lasts more than two weeks. A counselor can help you practice setting boundaries in a safe space. If someone reacts to your boundaries with threats, control or violence, that is not okay. Reach out to a domestic abuse helpline or emergency services for support.`,
  keyInsight:
    'Boundaries protect your health and your relationships, and feeling guilty at first is normal. Start with one small no, and treat yourself with the kindness you would show a friend.',
  references: [
    {
      title: 'Self-compassion: an alternative conceptualization of a healthy attitude toward oneself',
      source: 'Neff KD. Self and Identity 2(2):85-101',
      year: 2003,
      url: 'https://doi.org/10.1080/15298860309032',
    },
    {
      title: 'Self-Compassion: Stop Beating Yourself Up and Leave Insecurity Behind',
      source: 'Neff K. William Morrow (book)',
      year: 2011,
      url: 'https://www.publishersweekly.com/978-0-06-173351-2',
    },
    {
      title: 'The Sandwich Generation: Rising Financial Burdens for Middle-Aged Americans',
      source: 'Parker K, Patten E. Pew Research Center',
      year: 2013,
      url: 'https://www.pewresearch.org/social-trends/2013/01/30/the-sandwich-generation/',
    },
  ],
};
