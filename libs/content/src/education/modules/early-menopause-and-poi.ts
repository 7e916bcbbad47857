import type { EducationModuleSource } from '../types';

export const earlyMenopauseAndPoiModule: EducationModuleSource = {
  id: 'early-menopause-and-poi',
  title: 'Early Menopause and Premature Ovarian Insufficiency (POI)',
  description:
    'What it means when periods stop before 40 or 45 and how POI is diagnosed. Why hormone treatment matters for long-term health, and where to find support.',
  category: 'truth-telling',
  orderIndex: 39,
  duration: 4,
  content: `Most women reach menopause around the age of 51. For some, it comes much sooner. This can be a shock, and it raises questions about health, fertility and identity. This module explains the terms, the tests and the care that guidelines recommend.

## The words doctors use

- **Premature ovarian insufficiency (POI)** means the ovaries stop working normally **before the age of 40**. It is sometimes called premature menopause.
- **Early menopause** means periods stop for good **between 40 and 45**.

POI is not always the same as menopause. With POI, the ovaries can still work now and then. Some women have a period months later. A small number even become pregnant without treatment. That is why doctors use the word "insufficiency" and not "failure".

## How common is it?

POI is more common than people used to think. A 2024 international guideline looked at the newest studies. It found that about **3.5 in every 100 women** have POI. Older sources often gave a figure of about 1 in 100.

## What causes it?

Often, no cause is found. Known causes include:

- **medical treatment**, such as chemotherapy, radiotherapy to the pelvis, or surgery to remove both ovaries
- **genetic conditions**, such as Turner syndrome or a change in the FMR1 gene (linked to fragile X)
- **autoimmune conditions**, where the immune system attacks the body's own tissues, such as some thyroid and adrenal problems

A doctor may offer tests to look for a cause. Knowing the cause can matter for your other health and for your family.

## Signs to look out for

- periods that become irregular or stop, when you are not pregnant
- hot flashes and night sweats
- vaginal dryness or pain with sex
- trouble sleeping, low mood, anxiety or poor concentration
- trouble getting pregnant

## How POI is diagnosed

The 2024 guideline from ESHRE, ASRM and the International Menopause Society sets out a simple test. POI is diagnosed in a woman under 40 who has had **irregular periods or no periods for at least 4 months**, plus **one raised blood test for FSH** (above 25 IU/L). FSH is a hormone that rises when the ovaries slow down.

Some guidelines, such as NICE in the UK, ask for two FSH tests 4 to 6 weeks apart. Hormonal contraception can hide the signs and change the result. If you take it, tell your doctor before any test.

## Why treatment matters

Estrogen does more than control periods. It helps protect your bones, heart and brain. When it is lost early, the risks of **osteoporosis** and **heart disease** go up. Untreated POI is also linked to a shorter life expectancy.

For this reason, guidelines advise **hormone therapy until at least the usual age of menopause** (around 51), unless there is a medical reason not to. This is replacing what your body would normally make. The risks known from studies of older women do not simply apply to younger women with POI. Some women use a combined contraceptive pill instead of HRT. Your doctor can explain the pros and cons of each.

Other care that guidelines recommend:

- a **bone density scan** (DXA) at diagnosis, where it is available
- checks on **blood pressure, weight and cholesterol**
- strength training, not smoking, and enough calcium and vitamin D

## Fertility

Many women with POI want to know about pregnancy. A small number get pregnant naturally. For most, **egg donation** is the most reliable route. No treatment has yet been shown to reliably bring back the ovaries' own fertility. A fertility specialist can talk through your options.

## Your feelings count

A diagnosis of POI can bring grief, anger or worry. These feelings are normal. Guidelines say emotional support should be part of care. Patient groups, such as the Daisy Network in the UK, connect women with the same diagnosis.

## When to see a clinician

- if you are under 45 and your periods become irregular or stop for 4 months or more, and you are not pregnant
- if you are under 45 and have hot flashes, night sweats or other menopause symptoms
- if you have had cancer treatment and want to know how it may affect your ovaries
- if you have POI and are not sure your treatment suits you

Ask for a referral to a menopause or reproductive specialist if the picture is not clear.`,
  keyInsight:
    'Periods stopping before 40 is more common than once thought: about 3.5 in 100 women. It is worth checking. Hormone treatment until the usual age of menopause protects your bones and heart.',
  references: [
    {
      title: 'Evidence-based guideline: premature ovarian insufficiency',
      source:
        'Panay N, Anderson RA, Bennie A, et al., for the ESHRE, ASRM, CREWHIRL and IMS Guideline Group on POI. Human Reproduction Open 2024(4):hoae065',
      year: 2024,
      url: 'https://doi.org/10.1093/hropen/hoae065',
    },
    {
      title: 'Menopause: identification and management (NICE guideline NG23)',
      source: 'National Institute for Health and Care Excellence (NICE), UK',
      year: 2024,
      url: 'https://www.nice.org.uk/guidance/ng23',
    },
  ],
};
