import type { EducationModuleSource } from '../types';

export const relationshipsAndCommunicationModule: EducationModuleSource = {
  id: 'relationships-and-communication',
  title: 'Relationships and Communication',
  description:
    'How menopause can affect partners, family and friends. Simple ways to explain what is going on, ask for help and stay close.',
  category: 'boundary-mastery',
  orderIndex: 19,
  duration: 4,
  content: `Perimenopause and menopause do not happen in a bubble. Changes in sleep, mood, energy and desire can ripple out to partners, children, friends and colleagues. At the same time, midlife often brings other big changes, such as children leaving home, caring for parents or shifts at work. It is no surprise that relationships can feel strained. Good communication will not make symptoms disappear, but it can help the people around you understand and support you.

## How changes can affect relationships

- **Irritability and mood swings** can lead to more arguments, and then to guilt afterward.
- **Poor sleep** leaves less patience and energy for others.
- **Lower desire or painful sex** can create distance, confusion or hurt feelings for both partners.
- **Anxiety or low confidence** can make you pull back from friends or social plans.
- **Brain fog** can lead to forgotten plans and misunderstandings.

Partners and family members may not link these changes to menopause. They may take them personally or feel shut out. You, in turn, may feel misunderstood. Naming what is happening is often the first step.

## Explaining what is happening

You do not need to give a medical lecture. A few simple sentences can go a long way:

- "My hormones are changing, and it's affecting my sleep and mood. It's not about you."
- "When I snap, it's often because I'm exhausted. I'm working on it."
- "I'm having hot flashes, so I might need the window open or a cooler room at night."

Some women share a short article or video with their partner. Others invite their partner to a medical appointment. Choose a calm moment to talk, not the middle of an argument.

## Asking for specific help

People who care about you often want to help but do not know how. Specific requests work better than general ones. Instead of "I need more support," you could try:

- "Could you handle dinner on Tuesdays and Thursdays?"
- "Can we agree to take a break when an argument gets heated, and come back to it later?"
- "I'd love a short walk together after dinner a few times a week."
- "Could you take the kids to practice this weekend so I can rest?"

It also helps to notice what is going well. Thanking someone for their effort makes it more likely to continue.

## Intimacy and sex

Changes in sexual desire and comfort are common in midlife. Lower estrogen can cause vaginal dryness, thinner vaginal tissue and pain during sex. Doctors call this group of symptoms genitourinary syndrome of menopause. Tiredness, stress, body image worries and relationship issues can also affect desire.

These changes are not something you just have to put up with. There are many options:

- Vaginal moisturizers and lubricants are available without a prescription.
- Prescription treatments, such as low-dose vaginal estrogen, can ease dryness and discomfort. A clinician can talk through whether these suit you.
- Intimacy does not have to mean intercourse. Touch, massage and time together can keep you close.
- Talking openly with a partner about what feels good, and what does not, can take the pressure off.

If sex has become painful, tell a clinician. Pain is a symptom worth checking, and it can usually be helped.

## Friends and wider family

Friendships matter for health and happiness, yet they are often the first thing to slip when life is busy or you feel unwell. A quick message or a short coffee can keep a connection alive. Being honest with close friends about what you are going through may help them open up too. Many will be going through something similar.

With wider family, you can choose how much to share. A simple "I'm going through menopause, and some days are harder than others" is enough.

## When counseling can help

Sometimes it helps to bring in a neutral person. Couples counseling or family therapy may help if:

- Arguments keep going around in circles
- You have felt distant from your partner for a long time
- Differences in desire are causing ongoing hurt
- Other life changes, such as caring duties or children leaving home, are adding strain
- You want to find a new way of being together in this stage of life

A sex therapist is a counselor with special training in sexual concerns. Your clinician may be able to suggest one near you, or one who works online.

## When to get help

Talk to a clinician if mood changes, low desire or painful sex are affecting your life. Get help right away if you have thoughts of harming yourself. If someone hurts, threatens or controls you, that is never your fault, and menopause does not excuse it. Domestic abuse helplines and support services can help you stay safe.`,
  keyInsight:
    'Say what is going on and ask for the help you need. That can turn tension into teamwork. Changes in your sex life are common and can be treated. Counseling can help when talks feel stuck.',
  references: [
    {
      title: 'The 2020 genitourinary syndrome of menopause position statement of The North American Menopause Society',
      source: 'The North American Menopause Society (now The Menopause Society). Menopause 27(9):976-992',
      year: 2020,
      url: 'https://doi.org/10.1097/GME.0000000000001609',
    },
    {
      title: 'Menopause: identification and management (NICE guideline NG23)',
      source: 'National Institute for Health and Care Excellence (NICE), UK',
      year: 2024,
      url: 'https://www.nice.org.uk/guidance/ng23',
    },
  ],
};
