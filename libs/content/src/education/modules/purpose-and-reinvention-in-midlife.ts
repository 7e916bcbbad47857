import type { EducationModuleSource } from '../types';

export const purposeAndReinventionInMidlifeModule: EducationModuleSource = {
  id: 'purpose-and-reinvention-in-midlife',
  title: 'Purpose and Reinvention in Midlife',
  description:
    'Midlife can be a time of real growth. Explore what purpose means, why it may matter for health, and gentle ways to find your next chapter.',
  category: 'awakening-practices',
  orderIndex: 37,
  duration: 5,
  content: `Midlife is often painted as a time of loss. Youth fades, children leave, bodies change. These changes are real, and some bring grief. But many women also describe midlife as a time of new clarity and freedom. It can be a chance to ask: what matters to me now, and how do I want to spend the years ahead?

## A time of change

Midlife often brings many changes at once. Children may be growing up or leaving home. Parents may need more care. Careers may reach a turning point. Relationships may shift. And menopause brings its own physical and emotional changes.

So much change can feel unsettling. It can also open space for new directions. Many women find they care less about pleasing others and more about living in line with their own values. There is no single right way to feel about this stage. Both loss and growth can be true at the same time.

## Purpose and health

Purpose in life means having a sense of direction. It is the feeling that your life has meaning and that what you do matters. Researchers have studied how this links with health.

A 2019 study in JAMA Network Open followed about 7,000 US adults over 50. People with a stronger sense of purpose were less likely to die during the study than those with the weakest sense of purpose. A 2016 review pulled together many studies. It found that a higher sense of purpose was linked with a lower risk of death and of heart and circulation problems.

These are observational studies. This means they show a link, but they cannot prove that purpose causes better health. People who are already healthier may find it easier to feel purposeful. Still, the findings suggest that meaning and direction are worth paying attention to.

## What purpose is, and is not

Purpose does not have to be a grand mission or a big life change. For many people, it is found in everyday things:

- Caring for family, friends, pets or your community.
- Creating something, like a garden, a meal, art or music.
- Learning and growing.
- Work that feels useful, paid or unpaid.
- Standing up for something you believe in.

Purpose can also change over your life. What gave you meaning at 30 may not be what gives you meaning at 50, and that is okay.

## A values exercise

Values are what matter most to you, such as kindness, creativity, freedom, family, learning, adventure, fairness or faith. Knowing your values can help guide choices, big and small.

Find a quiet moment and a notebook. Take your time with these prompts:

- Think of a time you felt most alive or most like yourself. What were you doing? Who were you with?
- What makes you lose track of time?
- What do you find yourself caring about or standing up for?
- If you imagine yourself at 80, looking back, what would you be glad you made time for?

Now write a list of values that feel important. Circle your top three to five. For each one, choose one small action you could take this week that fits with it. For example, if creativity matters, you might sign up for a class. If connection matters, you might call an old friend.

## Thinking about a career change

Some women make big work changes in midlife. They retrain, start a business, cut back their hours or move into a role that feels more meaningful. Others stay where they are but shape their work to fit them better.

If you are thinking about a change:

- Talk to people already doing the work that interests you.
- Try it in small ways first, through volunteering, a short course or a side project.
- Think about money, time and support, and make a plan you can manage.
- Remember that menopause symptoms can affect work. Many employers offer support or changes to help. It is worth asking.

## Learning new things

It is never too late to learn. Learning something new can bring joy, confidence and new friends. It may also help keep your mind sharp.

In one US study, older adults spent about three months learning demanding new skills, such as digital photography or quilting. Their memory improved more than that of people doing less demanding activities. This was only one study, but it suggests that stretching yourself may be good for the brain.

Ideas to try include a language, an instrument, a craft, a sport, a course at a local college, or a new skill at work.

## Connection and giving back

Purpose often grows through connection. Volunteering, mentoring, joining a group or supporting a cause can bring meaning and friendship. Many people find that helping others also helps them feel better.

## When to get help

Feeling unsettled or unsure about your direction is a normal part of midlife. But sometimes, feeling empty, stuck or hopeless can be a sign of depression. Talk to a clinician if:

- You have felt low or lost interest in most things for more than two weeks.
- You feel hopeless about the future.
- Changes in mood are affecting your sleep, work or relationships.

A counselor, therapist or career coach can also help you explore your next steps. If you ever have thoughts of harming yourself, contact your local emergency number or a crisis line straight away.

Your next chapter does not have to be a dramatic reinvention. It can be a series of small choices that bring your life closer to what matters to you.`,
  keyInsight:
    'A sense of purpose is linked with better health in observational studies, and it can grow from small, everyday choices. Knowing your values can help guide your next chapter.',
  references: [
    {
      title: 'Association Between Life Purpose and Mortality Among US Adults Older Than 50 Years',
      source: 'Alimujiang A, Wiensch A, Boss J, et al. JAMA Network Open 2(5):e194270',
      year: 2019,
      url: 'https://doi.org/10.1001/jamanetworkopen.2019.4270',
    },
    {
      title:
        'Purpose in Life and Its Relationship to All-Cause Mortality and Cardiovascular Events: A Meta-Analysis',
      source: 'Cohen R, Bavishi C, Rozanski A. Psychosomatic Medicine 78(2):122-133',
      year: 2016,
      url: 'https://doi.org/10.1097/PSY.0000000000000274',
    },
    {
      title: 'The impact of sustained engagement on cognitive function in older adults: the Synapse Project',
      source: 'Park DC, Lodi-Smith J, Drew L, et al. Psychological Science 25(1):103-112',
      year: 2014,
      url: 'https://doi.org/10.1177/0956797613499592',
    },
  ],
};
