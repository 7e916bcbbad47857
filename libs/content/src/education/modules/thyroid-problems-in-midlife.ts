import type { EducationModuleSource } from '../types';

export const thyroidProblemsInMidlifeModule: EducationModuleSource = {
  id: 'thyroid-problems-in-midlife',
  title: 'Thyroid or Menopause? When Symptoms Overlap',
  description:
    'How a slow or overactive thyroid can look like perimenopause, and the simple blood test that tells them apart. Plus what to know if you take thyroid pills and HRT.',
  category: 'sacred-science',
  orderIndex: 51,
  duration: 3,
  content: `Tiredness, weight gain, low mood, poor sleep, a racing heart, feeling too hot or too cold. These can all be signs of perimenopause. They can also be signs of a thyroid problem. Thyroid problems are common in women, and they become more common with age. So in midlife, it is worth keeping both in mind.

NICE, which writes guidance for the NHS in England, reminds clinicians that thyroid symptoms in women around menopause may be mistaken for menopause.

## What the thyroid does

The thyroid is a small gland at the front of your neck. It makes hormones that set the pace of your body: how fast you burn energy, how warm you feel, your heart rate and your bowel habits.

## An underactive thyroid (hypothyroidism)

When the thyroid makes too little hormone, the body slows down. Signs can include:

- tiredness and feeling slowed down
- weight gain
- feeling cold
- dry skin and thinning hair
- constipation
- low mood or poor memory
- heavier periods

## An overactive thyroid (hyperthyroidism)

When the thyroid makes too much hormone, the body speeds up. Signs can include:

- feeling hot and sweating, which can feel like hot flashes
- a racing or irregular heartbeat
- anxiety, irritability and trouble sleeping
- weight loss without trying
- shaky hands
- lighter or less frequent periods

## The blood test

A blood test for **TSH** (thyroid-stimulating hormone) is the usual first check. If it is outside the normal range, the lab usually also measures the thyroid hormone itself (free T4).

A few things can affect the result:

- **Biotin supplements.** High doses of biotin, often sold for hair and nails, can make thyroid results falsely high or low. Tell your clinician if you take it.
- **Being unwell.** Tests are usually not done during an acute illness, because results can be misleading.

US experts have not found enough evidence to test everyone without symptoms. But testing makes sense when you have symptoms, or other conditions that raise the risk, such as type 1 diabetes or other autoimmune conditions.

## Mild results

Some people have a slightly raised TSH with a normal free T4. This is called **subclinical hypothyroidism**. About 5 in 100 women have it. In about a third of people, it goes back to normal on its own within a few years. Because of this, a mildly raised result is often rechecked after a few months before any treatment is discussed.

## If you take thyroid medicine and HRT

- **Estrogen tablets** raise a protein in the blood that carries thyroid hormone. In one study, women on thyroid medicine who started estrogen tablets often needed a higher dose. A TSH check a few months after starting or changing oral HRT can show whether your dose needs adjusting. Like all HRT, estrogen tablets carry risks too, including blood clots and stroke for some women.
- **Calcium and iron supplements** can stop thyroid tablets being absorbed well. Ask your pharmacist how far apart to take them.
- Do not change your thyroid dose on your own. Your clinician will guide any change based on your blood tests.

## When to see a clinician

- if you have several of the symptoms above, especially if they are new or getting worse
- if you notice a lump or swelling in your neck, or trouble swallowing
- if you take thyroid medicine and start, stop or change HRT
- if your heart is racing, beating irregularly, or you feel very unwell

If you have a thyroid problem, treatment is usually simple and works well. Many women have both a thyroid problem and perimenopause, and both can be treated.`,
  keyInsight:
    'Thyroid problems can look a lot like perimenopause, and both are common in midlife. A simple blood test (TSH) can tell them apart. If you take thyroid medicine, starting estrogen tablets can change the dose you need.',
  references: [
    {
      title: 'Thyroid disease: assessment and management (NICE guideline NG145)',
      source: 'National Institute for Health and Care Excellence (NICE), UK',
      year: 2019,
      url: 'https://www.nice.org.uk/guidance/ng145',
    },
    {
      title: 'Screening for thyroid dysfunction: US Preventive Services Task Force recommendation statement',
      source: 'LeFevre ML, on behalf of the US Preventive Services Task Force. Annals of Internal Medicine 162(9):641-650',
      year: 2015,
      url: 'https://doi.org/10.7326/M15-0483',
    },
    {
      title: 'Increased need for thyroxine in women with hypothyroidism during estrogen therapy',
      source: 'Arafah BM. New England Journal of Medicine 344(23):1743-1749',
      year: 2001,
      url: 'https://doi.org/10.1056/NEJM200106073442302',
    },
  ],
};
