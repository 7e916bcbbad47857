import type { EducationModuleSource } from '../types';

export const selfCareThatActuallyHelpsModule: EducationModuleSource = {
  id: 'self-care-that-actually-helps',
  title: 'Self-Care That Actually Helps',
  description:
    'Simple habits with good evidence that support your health in midlife. How to rest and start small without guilt.',
  category: 'self-care',
  orderIndex: 27,
  duration: 4,
  content: `Self-care is often sold as face masks, candles and expensive treats. Those can be lovely. But the habits with the strongest evidence are much simpler, and most of them are free. This module covers the basics that really make a difference, and how to build them into a busy life.

## The basics with good evidence

**Sleep routine.** Most adults need seven or more hours of sleep a night. Sleep can be harder in perimenopause, so a steady routine helps.

- Get up at about the same time each day, even after a poor night.
- Keep your bedroom cool, dark and quiet.
- Cut back on caffeine after lunchtime.
- Give yourself a wind-down time without work or bright screens.

**Movement.** The World Health Organization suggests adults aim for 150 to 300 minutes of moderate activity each week. Moderate means you can talk but not sing. It also suggests activities that strengthen your muscles on two or more days a week. If that sounds like a lot, start where you are. Every bit of movement counts, and some is better than none.

**Social connection.** People matter for health. A large review of studies found that people with stronger social ties were more likely to live longer than those with weaker ties. A phone call, a walk with a friend or joining a group can all help. Loneliness is common in midlife, and reaching out is a sign of strength.

**Time outdoors.** A study of about 20,000 people in England found that those who spent at least two hours a week in nature were more likely to report good health and wellbeing. The time could be spread across the week. Daylight in the morning may also help set your body clock for better sleep.

**Limiting alcohol.** Alcohol can disrupt sleep, and some women find it sets off hot flashes. It also raises the risk of breast cancer, even at low levels. The World Health Organization says no level of drinking is completely free of risk. UK guidance advises no more than 14 units a week, spread over three or more days, and less is better. If you drink, having several alcohol-free days each week is a good place to start.

**Not smoking.** Stopping smoking is one of the best things you can do for your health at any age. Smoking is linked with earlier menopause, more hot flashes, weaker bones and heart disease. People who get support are more likely to quit for good. A clinician, pharmacist or local stop-smoking service can talk you through the options.

## Self-compassion

Midlife can come with a loud inner critic. You may judge yourself for being tired, forgetful or less patient than before. Self-compassion means treating yourself with the same kindness you would offer a good friend.

It is not about letting yourself off the hook. Research suggests that people who are kinder to themselves cope better with stress and setbacks. They are also more likely to keep trying after a slip. Try asking yourself: what would I say to a friend who felt like this?

## Rest without guilt

Rest is not laziness. It is part of how your body and mind recover. Hormone changes, broken sleep and heavy responsibilities can leave you drained. Many women in midlife are also caring for children, parents or both.

Rest can take many forms:

- A short pause between tasks to breathe and stretch.
- Sitting quietly with a cup of tea and no phone.
- An early night without feeling you have to earn it.
- Saying no to something so you can say yes to yourself.

If you feel guilty when you rest, notice that feeling without obeying it. You are allowed to rest before you are exhausted.

## Small habits that stick

Big plans often fade. Small, steady habits tend to last. Here are some ways to make change easier:

- **Start tiny.** A five-minute walk is better than a one-hour plan you never start.
- **Link it to something you already do.** For example, stretch while the kettle boils, or walk after your morning coffee.
- **Make it easy.** Leave your walking shoes by the door. Keep a water bottle on your desk.
- **Be patient.** One well-known study found that new daily habits took about two months on average to feel automatic. For some people it was much quicker, and for others much longer.
- **Expect off days.** Missing a day does not undo your progress. Just pick it up again.

Choose one habit from this module to focus on for the next few weeks. When it feels natural, add another.

## When to get help

Self-care is a strong foundation, but it cannot fix everything. Talk to a clinician if:

- Low mood, worry or irritability last more than two weeks or get in the way of daily life.
- Sleep problems go on for weeks despite good habits.
- Menopause symptoms such as hot flashes or night sweats are hard to live with. There are effective treatments, and you deserve to know your options.

If you ever have thoughts of harming yourself, contact your local emergency number or a crisis line straight away. Asking for help is also a form of self-care.`,
  keyInsight:
    'The self-care with the best evidence is simple: regular sleep, movement, time with people and outdoors, less alcohol and no smoking. Start with one small habit, and treat rest as a need, not a reward.',
  references: [
    {
      title: 'World Health Organization 2020 guidelines on physical activity and sedentary behaviour',
      source: 'Bull FC, Al-Ansari SS, Biddle S, et al. British Journal of Sports Medicine 54(24):1451-1462',
      year: 2020,
      url: 'https://doi.org/10.1136/bjsports-2020-102955',
    },
    {
      title: 'Social relationships and mortality risk: a meta-analytic review',
      source: 'Holt-Lunstad J, Smith TB, Layton JB. PLoS Medicine 7(7):e1000316',
      year: 2010,
      url: 'https://doi.org/10.1371/journal.pmed.1000316',
    },
    {
      title: 'Spending at least 120 minutes a week in nature is associated with good health and wellbeing',
      source: 'White MP, Alcock I, Grellier J, et al. Scientific Reports 9:7730',
      year: 2019,
      url: 'https://doi.org/10.1038/s41598-019-44097-3',
    },
    {
      title: 'How are habits formed: modelling habit formation in the real world',
      source: 'Lally P, van Jaarsveld CHM, Potts HWW, Wardle J. European Journal of Social Psychology 40(6):998-1009',
      year: 2010,
      url: 'https://doi.org/10.1002/ejsp.674',
    },
  ],
};
