import type { EducationModuleSource } from '../types';

export const testosteroneForLowDesireModule: EducationModuleSource = {
  id: 'testosterone-for-low-desire',
  title: 'Testosterone for Low Sexual Desire: What the Evidence Shows',
  description:
    'What testosterone can and cannot do for women after menopause. Who it may help, how it is used and checked, and the claims research does not back.',
  category: 'truth-telling',
  orderIndex: 44,
  duration: 3,
  content: `Testosterone is often called a male hormone, but women make it too, in the ovaries and the adrenal glands. Levels fall slowly with age, from the 20s onward. Today, testosterone is widely promoted online for energy, mood, focus and muscle. The evidence is much narrower than that.

In 2019, eleven medical societies from around the world agreed a shared position on testosterone for women. The Menopause Society and the International Menopause Society were among them. This module is based on that statement and on later guidance. It is not advice to start or stop any treatment.

## What the evidence supports

There is one use with good evidence: **low sexual desire that causes you distress, in women after menopause**. Doctors call this hypoactive sexual desire disorder (HSDD).

In a large review of trials, testosterone led to modest gains in desire, arousal, orgasm and pleasure. On average, women had just under **one extra satisfying sexual experience a month** compared with a placebo (dummy treatment). For some women, that matters a lot. For others, it is not enough to be worth it.

In the UK, the 2024 NICE guideline says testosterone can be **considered** for low sexual desire if HRT alone has not helped.

## What the evidence does not support

The 2019 statement found **not enough evidence** to use testosterone for:

- energy, tiredness or general wellbeing
- mood or depression
- memory or thinking
- bone strength or muscle
- preventing any disease

There is also not enough evidence to use it for low desire **before** menopause.

## Look at the whole picture first

Low desire rarely has one cause. Before trying testosterone, it helps to look at:

- **vaginal dryness or pain with sex,** which can often be treated with vaginal estrogen, moisturizers or lubricants
- **tiredness, poor sleep and night sweats,** which HRT may help (for some women, HRT raises the risk of blood clots, stroke or breast cancer, so weigh it up with your clinician)
- **stress, low mood or anxiety**
- **relationship issues**
- **medicines,** such as some antidepressants, that can lower desire

Sex therapy or counseling, alone or with a partner, has a real role too.

## How testosterone is used, if it is

- The statement advises a **patch, gel or cream on the skin**, at a dose that brings blood levels into the normal range for a younger woman. Tablets are not advised, because they had bad effects on cholesterol in trials. Implants and injections are not advised, because they can push levels too high.
- A blood test cannot diagnose low desire. There is no testosterone level that proves you need it.
- Levels are checked **before starting and after a few weeks**, to make sure they stay in the female range.
- If there is **no benefit after about 6 months**, the advice is to stop.
- In most countries, including the US and UK, **no testosterone product is approved for women**. Doctors often prescribe a small part of a product made for men. Australia is one of the few places with an approved product for women.

## Side effects and unknowns

At normal female levels, side effects are usually mild. They can include **acne** and **extra hair growth** where the product is applied or on the face. If levels go too high, rarer effects include hair loss, a deeper voice or a larger clitoris, and some of these may not reverse.

Most trials lasted up to 2 years. **Long-term safety** for the breast, heart and blood vessels is not yet known. Testosterone is usually not advised if you have had a hormone-sensitive cancer, or if you are pregnant or breastfeeding.

## When to see a clinician

- if low desire is causing you distress
- if sex has become painful, since this is often very treatable
- to check other causes, such as mood, medicines or other health issues
- if you are using testosterone and notice acne, more hair growth or a change in your voice

Questions you might ask: What else might be causing this? Would HRT or vaginal estrogen help first? If we try testosterone, how will we check the dose, and when will we decide if it is working?`,
  keyInsight:
    'Testosterone has good evidence for one thing only: low sex drive after menopause that upsets you. Even then, the average gain is modest. It is not proven to help energy, mood, memory, bones or muscle.',
  references: [
    {
      title: 'Global Consensus Position Statement on the Use of Testosterone Therapy for Women',
      source:
        'Davis SR, Baber R, Panay N, et al. Journal of Clinical Endocrinology and Metabolism 104(10):4660-4666 (also published in Climacteric, Maturitas and the Journal of Sexual Medicine)',
      year: 2019,
      url: 'https://doi.org/10.1210/jc.2019-01603',
    },
    {
      title:
        'Safety and efficacy of testosterone for women: a systematic review and meta-analysis of randomised controlled trial data',
      source: 'Islam RM, Bell RJ, Green S, Page MJ, Davis SR. Lancet Diabetes and Endocrinology 7(10):754-766',
      year: 2019,
      url: 'https://doi.org/10.1016/S2213-8587(19)30189-5',
    },
    {
      title: 'Menopause: identification and management (NICE guideline NG23)',
      source: 'National Institute for Health and Care Excellence (NICE), UK',
      year: 2024,
      url: 'https://www.nice.org.uk/guidance/ng23',
    },
  ],
};
