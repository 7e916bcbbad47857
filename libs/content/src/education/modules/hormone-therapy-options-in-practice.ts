import type { EducationModuleSource } from '../types';

export const hormoneTherapyOptionsInPracticeModule: EducationModuleSource = {
  id: 'hormone-therapy-options-in-practice',
  title: 'Hormone Therapy in Practice: Routes, Doses and Progestogens',
  description:
    'How HRT is taken: pills, patches, gels and sprays. What doses mean, why a progestogen guards the womb, the hormone coil, and the first months.',
  category: 'truth-telling',
  orderIndex: 42,
  duration: 4,
  content: `Our module on the benefits and risks of hormone therapy explains whether it might suit you. This module explains the practical side: the forms it comes in, how progestogens fit in, and what the first few months are often like. It is here to help you ask good questions. It is not advice to start, stop or change any treatment.

## Estrogen: the main ingredient

Estrogen eases hot flashes, night sweats and many other symptoms. It can be taken in two main ways.

- **By mouth (oral):** a daily tablet.
- **Through the skin (transdermal):** a patch you change once or twice a week, a gel you rub on daily, or a spray.

Both work well for symptoms. The main difference is blood clots. Estrogen tablets slightly raise the risk of a clot in the leg or lung. At standard doses, estrogen through the skin has not been linked to a higher clot risk. This is why patches, gels and sprays are often suggested for women with a higher risk of clots, such as women with a higher body weight or some medical conditions.

## What doses mean

Estrogen comes in low, standard and higher doses. Many women start on a low or standard dose. It can take up to 3 months to feel the full effect. NICE advises a review around 3 months after starting, and then at least once a year. If symptoms are still a problem, the dose, type or route can be changed. Younger women, such as those with early menopause, often need higher doses.

## Progestogen: protecting the womb

If you still have a womb (uterus), estrogen on its own can make the womb lining grow too thick. Over time this can lead to womb cancer. A **progestogen** prevents this. If you have had a hysterectomy, you usually need estrogen only.

There are two main ways to take a progestogen:

- **Cyclical (sequential):** you take it for part of each month. You usually get a monthly bleed. This is often used if you still have periods or had one recently.
- **Continuous combined:** you take it every day. Most women have no bleed in the end. This is usually used once you have gone a year without periods.

Progestogens come as tablets or capsules, such as **micronized progesterone**, which is the same as the body's own progesterone. They also come in some combined patches, and in the **hormonal coil**.

## The hormonal coil option

The **52 mg levonorgestrel coil** sits inside the womb and releases a progestogen there. It can protect the womb lining during HRT, and it is also very good contraception. It often makes bleeding very light or stops it. When it is used as part of HRT, guidance says to replace it every 5 years.

## Vaginal estrogen

Low-dose estrogen used in the vagina treats dryness, pain with sex and some bladder symptoms. Very little enters the blood. It can be used alone or alongside other HRT, and it does not usually need a progestogen.

## The first few months

- **Breast tenderness, bloating, nausea or headaches** are common at first and often settle within a few weeks.
- **Unexpected bleeding** is common in the first 3 months. Mention it at your 3-month review. Tell your clinician sooner if it is heavy, and always if it goes on after the first months or starts after a time with no bleeding.
- If one product does not suit you, another type, dose or route often will.

## Labels and "bioidentical" hormones

On November 10, 2025, the US Food and Drug Administration (FDA) asked makers of menopause hormone therapy to change their labels. The warnings about heart disease, breast cancer and probable dementia are being taken out of the boxed warning, the most serious kind of warning. The first updated labels were approved in early 2026. The boxed warning about cancer of the womb lining (endometrial cancer) stays on systemic estrogen-alone products: estrogen-only tablets, patches, gels and sprays that act on the whole body. That is because estrogen without a progestogen can cause this cancer if you have a womb. The other risks are still described in the leaflet.

Some clinics sell **compounded "bioidentical" hormones**. These are mixed by a pharmacy for one person. They are not tested or approved like regulated products, and their strength can vary. Saliva or blood tests sold to "tailor" them are not recommended, because they do not reliably guide the dose. ACOG and The Menopause Society advise using approved products instead. Many approved products already contain body-identical estradiol and progesterone.

## When to see a clinician

- to talk through whether HRT suits you, and which type
- 3 months after starting, and then at least once a year
- if you have bleeding that is heavy, lasts beyond the first months, or starts after a time with no bleeding
- straight away for signs of a blood clot or stroke: a painful swollen leg, chest pain, sudden breathlessness, or sudden weakness or trouble speaking

Questions you might ask: Which route suits my health? Do I need a progestogen, and which type? Could the coil be an option for me? When will we review it?`,
  keyInsight:
    'HRT is not one product. Estrogen can be a tablet, patch, gel or spray, and patches, gels and sprays do not raise clot risk at standard doses. If you have a womb, a progestogen, which can come from a hormonal coil, protects its lining.',
  references: [
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
    {
      title: 'Compounded bioidentical menopausal hormone therapy (Clinical Consensus)',
      source: 'American College of Obstetricians and Gynecologists (ACOG). Obstetrics and Gynecology 142(5):1266-1273',
      year: 2023,
      url: 'https://doi.org/10.1097/AOG.0000000000005395',
    },
    {
      title:
        'FDA requests labeling changes related to safety information to clarify the benefit/risk considerations for menopausal hormone therapies',
      source: 'US Food and Drug Administration, Drug Safety and Availability',
      year: 2025,
      url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-requests-labeling-changes-related-safety-information-clarify-benefitrisk-considerations',
    },
  ],
};
