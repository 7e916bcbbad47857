import type { EducationModuleSource } from '../types';

export const bodyImageAndAgeingWellModule: EducationModuleSource = {
  id: 'body-image-and-ageing-well',
  title: 'Body Image and Aging Well',
  description:
    'How to make peace with a changing body when the world prizes youth. And when body image worries need extra support.',
  category: 'awakening-practices',
  orderIndex: 38,
  duration: 5,
  content: `Catching sight of yourself in a shop window and not quite recognizing the woman there. Clothes that no longer fit the way they did. Lines, gray hairs, a softer middle. Many women find that midlife brings new and sometimes painful feelings about their bodies. These feelings are common, and they make sense. They are also something you can work with.

## A changing body

In midlife, bodies change in many ways. Fat often shifts towards the middle. Skin becomes thinner and drier. Hair may thin or turn gray. Muscle and strength can decline without regular exercise. Some women also live with scars, surgery, illness or disability that changes how their bodies look and feel.

It is normal to feel some grief for the body you had before. You do not have to pretend to love every change. But it can help to notice the story you tell yourself about these changes, and where that story comes from.

## Media and ageism

Ageism means stereotypes, prejudice or unfair treatment based on age. It is everywhere, and it is often aimed at women. A 2021 World Health Organization report estimated that about one in two people worldwide hold ageist attitudes towards older people.

Many adverts sell the message that aging is a problem to fix. Words like anti-aging suggest that growing older is something to fight. Women over 50 are also less often seen in films, television and adverts. When they are shown, they are often shown in narrow ways.

These messages can seep in without us noticing. Over time, they can shape how we see ourselves. Research suggests that how we think about aging matters. In one long-running US study, people who held more positive views of their own aging lived longer, on average, than those with more negative views. That study shows a link, not proof of cause. But it is a reminder that our beliefs about aging are worth questioning.

## Body neutrality

You may have heard of body positivity, the idea of loving your body as it is. For some women, that feels uplifting. For others, it feels like one more thing to get right.

Body neutrality offers another path. The aim is not to love how your body looks. It is to respect your body and to spend less of your energy on judging it. Your body is not a project. It is where you live.

Researchers who study positive body image describe some shared features. These include appreciating what the body can do, accepting parts you may not like, and looking after your body's needs.

## What helps

- **Self-compassion.** Speak to yourself as you would to a friend. If you would not say it to her, try not to say it to yourself.
- **Focus on what your body does.** Your body carries you, hugs the people you love, tastes food and feels the sun. Try writing down three things your body helped you do today.
- **Curate your media.** Unfollow accounts that leave you feeling worse about yourself. Follow people of different ages, shapes and backgrounds who show real bodies living full lives.
- **Change the conversation.** Many of us were raised to bond over criticizing our bodies. Try gently steering talk with friends away from weight and looks.
- **Wear clothes that fit you now.** Clothes that are too tight can be a constant, painful reminder. Comfortable clothes you like can lift your mood.
- **Move for joy.** Choose activities because they feel good, give you energy or connect you with others, not as punishment.
- **Limit checking.** Frequent weighing, mirror checking or comparing yourself with others can feed worry. Notice these habits, and try cutting back.
- **Question the message.** When an advert tells you to fight aging, ask who gains from you feeling that way. Often, the answer is someone selling something.

## Eating disorders can happen in midlife

Eating disorders are often thought of as a problem for teenagers and young women. But they can start or return at any age, including midlife. Hormone changes, body changes, stress, loss and pressure to look young can all play a part. A large survey of women aged 50 and over found that eating disorder symptoms and worries about weight and shape were common.

Warning signs include:

- Strict rules about food, or skipping meals to control weight.
- Eating large amounts of food while feeling out of control.
- Making yourself sick, or using laxatives or water tablets to control weight.
- Exercising in a driven way, even when ill or injured.
- Thinking about food, weight or body shape most of the time.
- Big changes in weight.

Eating disorders are serious, but they are treatable at any age. Specialist talking therapies have good evidence. Asking for help is a sign of strength, not failure.

## When to get help

Talk to a clinician if:

- Worry about your body or appearance upsets you most days.
- You avoid social events, intimacy or activities because of how you look.
- You notice any of the warning signs of an eating disorder above.
- You spend hours a day worrying about a part of your appearance that others hardly notice.
- You feel low, anxious or hopeless.

Eating disorder charities and helplines can also offer support and information. If you ever have thoughts of harming yourself, contact your local emergency number or a crisis line straight away.

Your body has carried you through a great deal. Treating it with respect, rather than as a problem to fix, is a powerful way to age well.`,
  keyInsight:
    'A changing body and endless anti-aging ads can make body image harder in midlife. It helps to focus on what your body can do and to treat yourself kindly. Eating disorders can start or come back at any age, so ask for help if food or weight takes over.',
  references: [
    {
      title: 'Global report on ageism',
      source: 'World Health Organization',
      year: 2021,
      url: 'https://www.who.int/publications/i/item/9789240016866',
    },
    {
      title: 'Longevity increased by positive self-perceptions of aging',
      source: 'Levy BR, Slade MD, Kunkel SR, Kasl SV. Journal of Personality and Social Psychology 83(2):261-270',
      year: 2002,
      url: 'https://doi.org/10.1037/0022-3514.83.2.261',
    },
    {
      title: 'What is and what is not positive body image? Conceptual foundations and construct definition',
      source: 'Tylka TL, Wood-Barcalow NL. Body Image 14:118-129',
      year: 2015,
      url: 'https://doi.org/10.1016/j.bodyim.2015.04.001',
    },
    {
      title:
        'Eating disorder symptoms and weight and shape concerns in a large web-based convenience sample of women ages 50 and above: results of the Gender and Body Image (GABI) study',
      source: 'Gagne DA, Von Holle A, Brownley KA, et al. International Journal of Eating Disorders 45(7):832-844',
      year: 2012,
      url: 'https://doi.org/10.1002/eat.22030',
    },
    {
      title: 'Eating disorders: recognition and treatment (NG69)',
      source: 'National Institute for Health and Care Excellence (NICE)',
      year: 2017,
      url: 'https://www.nice.org.uk/guidance/ng69',
    },
  ],
};
