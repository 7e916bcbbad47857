import type { EducationModuleSource } from '../types';

export const globalMenopauseWisdomModule: EducationModuleSource = {
  id: 'global-menopause-wisdom',
  title: 'Global Menopause Wisdom',
  description:
    'How women in different cultures live through menopause and what research has found. Plus the idea of menopause as a change worth honoring.',
  category: 'community',
  orderIndex: 21,
  duration: 4,
  content: `Menopause is a biological change that happens to women everywhere. Yet the way it is experienced, talked about and understood differs a great deal from place to place. Looking at other cultures can widen our view. It can remind us that our experience is shaped not only by hormones, but also by what we expect, believe and hear from others.

## Symptoms are not the same everywhere

Researchers have found that symptoms such as hot flashes are reported more often in some places than others. How much the symptoms bother women also varies, both between countries and between groups within a country. This does not mean women in some places are "tougher," or that anyone's symptoms are imagined. It means that many different factors shape the experience.

## Konenki: a view from Japan

In the 1980s, the medical anthropologist Margaret Lock studied women in midlife in Japan. She compared her findings with studies of women in the United States and Canada. Her book, **Encounters with Aging: Mythologies of Menopause in Japan and North America**, was published in 1993.

Lock found that the Japanese women in her study reported hot flashes far less often than the women in the North American studies. Instead, many mentioned other changes, such as stiff shoulders, headaches and weaker eyesight.

She also found an important difference in meaning. The Japanese word "konenki" does not simply mean the end of periods. It describes a gradual change across many years of midlife, as part of aging. Lock reported that the end of menstruation was given relatively little importance. Midlife was closely tied to family roles, especially caring for older relatives.

Lock used the phrase "local biologies" to describe how bodies, surroundings and cultures shape one another. Cultures are not fixed, though. How women in any country talk about menopause can change as lifestyles, medicine and media change.

## What the SWAN study found in the United States

The Study of Women's Health Across the Nation, known as SWAN, has followed thousands of women through midlife since the mid-1990s. It includes Black, white, Chinese, Japanese and Hispanic women living in the United States.

SWAN found that symptom reporting differed between these groups. For example, one SWAN analysis looked at how long hot flashes and night sweats lasted. On average, they lasted longest in Black women and were shortest in Japanese and Chinese women. The researchers pointed to many possible influences, not a single cause.

## Why the differences?

There is no single answer. Researchers think several factors play a part, including:

- **Diet**, such as how much soy or other plant foods people eat
- **Climate** and everyday living conditions
- **Body size**, smoking and general health
- **Genetics**
- **Beliefs and expectations** about menopause and aging
- **Language**, since some languages have no single word for a hot flash, which makes comparisons tricky
- **Social roles and status**, including how older women are treated

Beliefs and expectations may matter more than we think. Some studies have found that women who expect menopause to be a negative experience tend to report more bothersome symptoms. This does not mean symptoms are "all in your head." It means that body and mind are closely linked.

## Menopause as a transition to honor

Anthropologists have described many societies in which women in midlife and later life gain more freedom, respect or influence. Older women may take on roles as advisors, healers, keepers of family knowledge or heads of their households. In some places, the end of childbearing and monthly bleeding has also meant fewer social restrictions.

These meanings vary, and they should not be romanticized. Women in every culture face real challenges, and no culture tells only one story. But these examples offer a useful idea. Menopause can be seen not only as an ending, but also as a transition into a new stage of life. It is a passage that deserves to be honored.

Some women today create their own ways to mark this change. You might gather with friends, write a letter to your future self, take a trip or start a new project. Or you might simply take a quiet moment to think about what you want the next chapter to hold.

## What you can take from this

- Your experience is valid, whatever it is like.
- The story you have been told about menopause is only one story. You can question messages that say it is only about loss.
- Curiosity about other women's experiences, across cultures and generations, can bring comfort and new ideas.
- Positive meaning and good medical care go together. Valuing this stage of life does not mean you have to put up with symptoms that affect your health.

## When to get help

Whatever your background, you deserve care that respects your culture, language and beliefs. If symptoms are affecting your daily life, talk to a clinician. You can ask for an interpreter if you need one, or bring a trusted person with you. If you feel a clinician has dismissed your concerns, it is okay to seek another opinion.`,
  keyInsight:
    'Women feel menopause in different ways around the world. Body, lifestyle and beliefs all play a part. Many cultures see midlife as a time of new freedom or respect. You can choose to see it as a change worth honoring too.',
  references: [
    {
      title: 'Encounters with Aging: Mythologies of Menopause in Japan and North America',
      source: 'Lock M. University of California Press (book)',
      year: 1993,
      url: 'https://doi.org/10.1525/california/9780520082212.001.0001',
    },
    {
      title: 'Menopause, local biologies, and cultures of aging',
      source: 'Lock M, Kaufert P. American Journal of Human Biology 13(4):494-504',
      year: 2001,
      url: 'https://doi.org/10.1002/ajhb.1081',
    },
    {
      title: 'Is there a menopausal syndrome? Menopausal status and symptoms across racial/ethnic groups',
      source: "Avis NE, Stellato R, Crawford S, et al. (Study of Women's Health Across the Nation). Social Science & Medicine 52(3):345-356",
      year: 2001,
      url: 'https://doi.org/10.1016/S0277-9536(00)00147-7',
    },
    {
      title: 'Duration of menopausal vasomotor symptoms over the menopause transition',
      source:
        "Avis NE, Crawford SL, Greendale G, et al., for the Study of Women's Health Across the Nation (SWAN). JAMA Internal Medicine 175(4):531-539",
      year: 2015,
      url: 'https://doi.org/10.1001/jamainternmed.2014.8063',
    },
  ],
};
