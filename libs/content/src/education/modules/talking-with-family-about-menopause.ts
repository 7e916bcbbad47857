import type { EducationModuleSource } from '../types';

export const talkingWithFamilyAboutMenopauseModule: EducationModuleSource = {
  id: 'talking-with-family-about-menopause',
  title: 'Talking With Family About Menopause',
  description:
    "How to talk about menopause with your partner, your kids and the women in your family. Your family's story may hint at your own timing.",
  category: 'community',
  orderIndex: 23,
  duration: 4,
  content: `For generations, menopause was something many women went through quietly. Plenty of us never heard our mothers or grandmothers talk about it. Some women only learn what "the change" involves when it starts happening to them. Talking openly at home can help you feel supported, help your family understand you, and help the next generation feel better prepared.

## Why these conversations matter

When family members do not know what is going on, they may misread your mood, tiredness or need for space. They may feel hurt or confused. Explaining what is happening can:

- Reduce misunderstandings and arguments
- Help family members offer practical support
- Show children that bodies and health are normal topics
- Make it easier for you to ask for what you need

## Talking with your partner

A partner may have noticed changes but not known how to bring them up. Choose a calm time to talk. Explain which symptoms affect you most and how they show up in daily life. For example: "I'm waking up drenched several nights a week, so I'm really tired and short-tempered."

Invite questions. Your partner may have worries of their own, such as whether you are unhappy with them or whether something is seriously wrong. Reassure them, and let them know how they can help. Some couples find it useful to read about menopause together, or to go to an appointment together.

## Talking with teenagers and children

It is common for a mother's perimenopause to overlap with her children's teenage years. Both bring big hormone changes, and tempers can run high in both directions.

You can adjust what you say to your child's age. With younger children, keep it simple: "My body is going through some changes, and sometimes I get very hot or tired. It's normal, and I'm okay." With teenagers, you can share more:

- Explain that menopause is a natural stage when periods stop for good, and that perimenopause is the lead-up to it, which can last several years.
- Name the symptoms that affect you, such as hot flashes, poor sleep or mood swings.
- Be honest when you snap: "I'm sorry I was sharp. I'm really tired today. It's not your fault."
- Ask for specific help, such as keeping the noise down in the evening or helping with chores.

Talking openly also teaches teenagers of every gender that women's health is nothing to be embarrassed about. Daughters learn what to expect one day. Sons learn how to be understanding partners, colleagues and friends.

## Talking with the women in your family

Your mother, sisters, aunts and grandmothers can be a valuable source of information, if they are willing to share. You might ask:

- At what age did your periods stop?
- What symptoms did you have, and how long did they last?
- Did you try any treatments, and what helped?
- Did anyone in the family have an early menopause, or surgery to remove the ovaries or uterus (womb)?

Keep in mind that older relatives may not remember the details, and some may feel shy talking about it. Be patient and respectful. For some women, these talks bring families closer.

## Does your mother's age at menopause matter?

Your mother's age at menopause may give a hint about yours, because genes play a part in timing. Studies have found that women whose mothers or sisters had an early menopause are more likely to have one too. But this is only a hint, not a prediction. Smoking, some medical treatments, surgery and other factors also affect timing. Many women have a very different experience from their mothers.

On average, menopause happens at around age 51. When the ovaries stop working normally before age 40, it is called premature ovarian insufficiency (POI). The 2024 international guideline on POI says it affects about 3.5 in every 100 women, more than once thought. It is diagnosed when periods have been missing or irregular for at least 4 months and one blood test shows a high level of the hormone FSH. Menopause between 40 and 45 is called early menopause. If either runs in your family, tell your clinician. It can matter for planning a family and for protecting your bones and heart.

## Making it normal at home

You do not need one big conversation. Small, everyday moments work well:

- Mention a symptom casually: "I'm having a hot flash. Could you open the window?"
- Keep a fan in the living room and treat it as no big deal.
- Leave a book or leaflet about menopause where others can see it.
- Answer questions honestly and simply.
- Use humor if it helps you and your family.

Over time, these small moments can break the silence that so many women grew up with.

## When to get help

Talk to a clinician if your periods stop before age 45, or if you have symptoms of menopause before age 40. Also get help if symptoms are putting a strain on family life, or if mood changes are affecting how you feel about yourself or others. Family counseling can help when conversations at home keep turning into conflict.`,
  keyInsight:
    'Talking openly at home turns menopause from a secret into a normal part of family life. Ask the women in your family how it went for them. Their story may give clues about your own.',
  references: [
    {
      title: 'Menopause: identification and management (NICE guideline NG23)',
      source: 'National Institute for Health and Care Excellence (NICE), UK',
      year: 2024,
      url: 'https://www.nice.org.uk/guidance/ng23',
    },
    {
      title: 'Family history as a predictor of early menopause',
      source: 'Cramer DW, Xu H, Harlow BL. Fertility and Sterility 64(4):740-745',
      year: 1995,
      url: 'https://minnesota-staging.pure.elsevier.com/en/publications/family-history-as-a-predictor-of-early-menopause',
    },
    {
      title: 'Evidence-based guideline: premature ovarian insufficiency',
      source:
        'Panay N, Anderson RA, Bennie A, et al., for the ESHRE, ASRM, CREWHIRL and IMS Guideline Group on POI. Human Reproduction Open 2024(4):hoae065',
      year: 2024,
      url: 'https://doi.org/10.1093/hropen/hoae065',
    },
  ],
};
