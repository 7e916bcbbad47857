import type { EducationModuleSource } from '../types';

export const whatIsPerimenopauseModule: EducationModuleSource = {
  id: 'what-is-perimenopause',
  title: 'What Is Perimenopause?',
  description:
    'Learn how perimenopause, menopause and the years after differ. See the stages your body goes through, and when to talk to a clinician.',
  category: 'truth-telling',
  orderIndex: 1,
  duration: 5,
  content: `Perimenopause is a natural stage of life. Yet many women are never told what to expect. Knowing the basics can help you make sense of changes in your body and feel more in control.

## Three words, three meanings

- **Perimenopause** means "around menopause." It is the time when your ovaries slowly make less of the hormones estrogen and progesterone, and your periods start to change. Hormone levels can rise and fall sharply during this time. That is one reason symptoms can come and go.
- **Menopause** is one moment in time: your final menstrual period. You only know it has happened when you look back after 12 months in a row with no period.
- **Postmenopause** is the time after that final period. It lasts for the rest of your life.

Doctors often call perimenopause the "menopause transition." In everyday speech, many people say "menopause" to mean the whole journey. That is fine. But knowing the exact terms can help when you talk to a clinician.

## The stages, step by step

Researchers use a system called **STRAW+10** to describe the stages of reproductive aging. It was published in 2012 by an international group of experts. It mainly uses changes in your periods, because these are easy to notice. In simple terms:

- **Late reproductive stage.** Periods are still fairly regular, but the flow or length may start to change in small ways. Fertility is falling.
- **Early menopause transition.** Your cycles become less regular. A key sign is that the length of your cycle starts to differ by 7 days or more from one cycle to the next, and this keeps happening. For example, one cycle is 24 days and a later one is 33 days.
- **Late menopause transition.** You start to skip periods. The key sign is a gap of 60 days or more between periods. Hot flashes are likely at this stage. It often lasts about one to three years.
- **Final menstrual period.** Your last period. It is confirmed after 12 months with no bleeding.
- **Early postmenopause.** The first several years after the final period, roughly five to eight years. Hormone levels settle. Hot flashes are still common early in this stage.
- **Late postmenopause.** The years after that. Changes in the vagina and bladder, such as dryness, become more common.

Not every woman moves neatly through each stage. Some stages can be short or hard to spot.

## When does it happen?

The average age of menopause is about 51. Perimenopause often starts in the 40s, and sometimes earlier. It often lasts several years. Four to eight years is common, but it can be shorter or longer. There is no "right" timeline.

Your genes play a part in timing. Smoking is linked to an earlier menopause. Surgery to remove both ovaries causes menopause straight away. Some cancer treatments can also bring it on.

If you have had a hysterectomy but still have your ovaries, you will not have periods to track. You may still notice other signs, such as hot flashes or changes in sleep.

## Common signs

Changes in your periods are often the first sign. Others can include hot flashes and night sweats, trouble sleeping, mood changes, brain fog, joint aches, vaginal dryness and a lower sex drive. Not everyone has every symptom, and some women have very few. Our other modules look at each of these in more detail.

## Early and premature menopause

Menopause before age 45 is called **early menopause**. Menopause before age 40 is called **premature menopause**. When the ovaries stop working normally before 40, doctors call it **premature ovarian insufficiency (POI)**. The 2024 international guideline on POI says it affects about 3.5 in every 100 women. With POI, periods may stop or become very irregular. Some women with POI still release an egg now and then.

If your periods stop or change a lot before 45, see a clinician. This matters for two reasons. First, other health problems can cause missed periods, and they need checking. Second, losing estrogen early can affect your bones and heart over time. Your clinician can talk with you about ways to protect your long-term health. For women with POI, hormone treatment is usually recommended until around the natural age of menopause, unless there is a medical reason not to use it.

## Do you need a blood test?

Many women expect a blood test to confirm perimenopause. For most women over 45, a test is not needed. UK guidance from NICE (guideline NG23) says clinicians can usually diagnose perimenopause and menopause in women over 45 from symptoms and changes in periods alone.

Why? During perimenopause, hormone levels swing up and down from day to day. A single blood test can look "normal" even when you are clearly in the transition. So the result may not help.

Blood tests may still be useful in some cases. For example:

- if you are aged 40 to 45 and have symptoms, including changes to your periods
- if you are under 40 and POI is possible
- if your clinician wants to rule out other causes, such as a thyroid problem

Hormonal contraception can hide changes in your periods. Some types can also affect hormone test results. Tell your clinician what you use.

## When to get help

You do not need to wait until symptoms are severe. Talk to a clinician if:

- your periods stop or change a lot before age 45
- symptoms are affecting your sleep, work, mood or relationships
- you have any bleeding after 12 months without a period
- you have very heavy bleeding, bleeding between periods, or bleeding after sex
- you are not sure whether your symptoms come from perimenopause or something else

Perimenopause is normal. Struggling through it alone is not required. Help is available.`,
  keyInsight:
    'Menopause is one point in time: your last period, known once a full year has passed without one. Perimenopause is the run-up to it, and it often lasts years. Over 45, it is most often diagnosed from your symptoms and periods, not a blood test.',
  references: [
    {
      title:
        'Executive summary of the Stages of Reproductive Aging Workshop + 10: addressing the unfinished agenda of staging reproductive aging',
      source:
        'Harlow SD, Gass M, Hall JE, et al. Journal of Clinical Endocrinology and Metabolism 97(4):1159-1168 (also published in Menopause, Fertility and Sterility and Climacteric)',
      year: 2012,
      url: 'https://doi.org/10.1210/jc.2011-3362',
    },
    {
      title: 'Menopause: identification and management (NICE guideline NG23)',
      source: 'National Institute for Health and Care Excellence (NICE), UK',
      year: 2024,
      url: 'https://www.nice.org.uk/guidance/ng23',
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
