import type { EducationModuleSource } from '../types';

export const genitourinarySyndromeAndSexualHealthModule: EducationModuleSource = {
  id: 'genitourinary-syndrome-and-sexual-health',
  title: 'Vaginal, Bladder and Sexual Health After Menopause',
  description:
    'Why dryness, pain with sex and bladder problems happen after menopause. Why they tend to get worse without care, and the safe options that work.',
  category: 'truth-telling',
  orderIndex: 6,
  duration: 4,
  content: `Many women notice changes in the vagina, vulva and bladder around and after menopause. These changes are common, but many women never mention them. They may feel embarrassed, or think nothing can be done. In fact, very effective treatments exist.

## What is GSM?

**Genitourinary syndrome of menopause (GSM)** is the medical name for a group of symptoms caused by lower estrogen levels. The vulva, vagina, urethra (the tube you pass urine through) and bladder all rely on estrogen to stay thick, stretchy and moist. When estrogen falls, these tissues can become thinner, drier and more easily irritated. You may have heard an older term for this, "vaginal atrophy."

Symptoms can include:

- vaginal dryness, itching or burning
- pain or discomfort during sex
- light bleeding after sex
- needing to pass urine urgently or often
- stinging when you pass urine
- urinary tract infections (UTIs) that keep coming back

GSM is very common. By some estimates, more than half of postmenopausal women have at least some of these symptoms.

## It tends to get worse, not better

Hot flashes often fade with time. GSM is different. It usually does not go away on its own, and without treatment it tends to get worse over the years. That is why it is worth seeking help early, rather than hoping it will pass.

## Moisturizers and lubricants

These are a good first step. You can buy them without a prescription.

- **Vaginal moisturizers** are used regularly, every few days, whether or not you are having sex. They help the tissues hold on to moisture.
- **Lubricants** are used during sex to reduce friction and pain. They can be water-based, silicone-based or oil-based. Oil-based products can damage latex condoms.

Choose products without perfume, or warming or tingling ingredients, which can irritate. Scented soaps, wipes and douches can also cause irritation. Plain water is enough to wash the vulva.

## Low-dose vaginal estrogen

If moisturizers and lubricants are not enough, **low-dose vaginal estrogen** works very well for most women. It comes as a cream, gel, small tablet, soft insert (pessary) or ring placed in the vagina. It helps the tissues become thicker and healthier again. It can also ease urgency and lower the chance of UTIs coming back.

Very little of this estrogen is absorbed into the bloodstream. The Menopause Society's 2020 position statement on GSM says the risks linked to hormone therapy taken by mouth, such as blood clots and breast cancer, are highly unlikely with low-dose vaginal estrogen. Women using it usually do not need to take a progestogen as well. Symptoms often come back when treatment stops, so many women use it long term, with regular reviews.

If you have had breast cancer, talk with your cancer team about whether vaginal estrogen or other options are right for you.

## Other prescription options

- **Vaginal DHEA (prasterone)** is a small insert placed in the vagina at bedtime. The vaginal tissues turn it into small amounts of estrogen and related hormones. It can ease pain during sex. The most common side effect is vaginal discharge. It has not been studied in women who have had breast cancer.
- **Ospemifene** is a daily tablet. It acts like estrogen on the tissues of the vagina. It is approved for pain during sex caused by menopause. It can cause hot flashes in some women. In the US its label has a boxed warning about cancer of the womb lining, stroke and blood clots.
- **Hormone therapy** taken as tablets, patches or gels can also help vaginal symptoms. Some women on it still need vaginal estrogen as well.

Your clinician can explain which options are available where you live.

## Libido and sexual wellbeing

Changes in sexual desire are common in midlife. There is rarely a single cause. Pain, tiredness, poor sleep, low mood, stress, relationship issues, body image, health conditions and some medicines can all play a part. Treating pain and dryness often helps. So can honest talk with a partner, and time for closeness and touch that is not only about sex.

A sex therapist or counselor can also help. If low desire is distressing and other causes have been looked at, a specialist may discuss other treatments, such as testosterone in some cases.

## Pelvic floor physical therapy

A pelvic floor physical therapist (physiotherapist) specializes in the muscles that support the bladder, bowel and vagina. They can help with bladder leaks, urgency, and pain during sex caused by tight or weak muscles. They may also suggest vaginal dilators, which are smooth, tube-shaped devices that gently stretch the tissues over time.

## When to get help

These symptoms are a medical issue. They are not simply a part of aging that you must accept. Talk openly with a clinician if you have dryness, pain with sex, bladder symptoms or repeated UTIs. Writing your symptoms down beforehand can help, so you do not have to find the words in the moment.

See a clinician promptly if you have any bleeding after menopause, including after sex, or a fever, back pain or blood in your urine with bladder symptoms.`,
  keyInsight:
    'After menopause, vaginal dryness, pain with sex and bladder problems are common. They tend to get worse without care. Moisturizers, lubes and low-dose vaginal estrogen work well, so it is worth speaking up.',
  references: [
    {
      title:
        'The 2020 genitourinary syndrome of menopause position statement of The North American Menopause Society',
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
    {
      title: 'The 2022 hormone therapy position statement of The North American Menopause Society',
      source: 'The North American Menopause Society (now The Menopause Society). Menopause 29(7):767-794',
      year: 2022,
      url: 'https://doi.org/10.1097/GME.0000000000002028',
    },
  ],
};
