import type { EducationModuleSource } from '../types';

export const weightLossMedicinesInMidlifeModule: EducationModuleSource = {
  id: 'weight-loss-medicines-in-midlife',
  title: 'Weight-Loss Medicines in Midlife: GLP-1 and Related Treatments',
  description:
    'How medicines like semaglutide and tirzepatide work and who they are for. What the trials showed, the side effects, and why muscle and bone need extra care.',
  category: 'nutrition-foundations',
  orderIndex: 49,
  duration: 4,
  content: `Many women gain weight in midlife, often around the waist. Our module on weight and body composition explains why. For some women, a newer type of medicine is now an option. This module explains what the evidence shows, so you can have an informed talk with a clinician. It is not advice to start or stop any medicine.

## How these medicines work

The best known are **semaglutide** (sold as Wegovy for weight, and Ozempic for diabetes) and **tirzepatide** (sold as Zepbound or Mounjaro). They copy gut hormones, called GLP-1 and GIP, that the body releases after eating. They make you feel full sooner and for longer, and they reduce hunger. Most are weekly injections. The dose is raised slowly over several months to help the stomach adjust.

## Who they are approved for

In the US, they are approved for adults with:

- a **body mass index (BMI) of 30 or more**, or
- a **BMI of 27 or more** plus a weight-related health problem, such as high blood pressure, type 2 diabetes, high cholesterol, sleep apnea or heart disease.

They are meant to be used **alongside** changes to eating and activity, not instead of them. Rules in other countries differ. In the UK, for example, NICE sets extra conditions for NHS treatment.

## What the trials showed

- In the **STEP 1** trial, people taking semaglutide lost an average of about **15%** of their body weight over 68 weeks, compared with about 2% on a placebo (dummy injection).
- In the **SURMOUNT-1** trial, people on the highest dose of tirzepatide lost an average of about **21%** over 72 weeks, compared with about 3% on placebo.
- The **SELECT** trial included people aged 45 or over with heart disease and overweight, but no diabetes. Over about 3 years, heart attack, stroke or death from heart disease happened to 6.5 in 100 people on semaglutide, compared with 8 in 100 on placebo. That is about a fifth fewer.
- Results vary a lot from person to person. Some people lose much less.

## What happens when you stop

Weight tends to come back. In the **SURMOUNT-4** trial, people who switched from tirzepatide to placebo after 36 weeks regained, on average, about 14% of their body weight over the next year. Many experts now see these as long-term medicines, like those for blood pressure. That matters for cost and planning.

## Side effects and safety

- **Stomach and gut effects** are the most common: nausea, diarrhea, vomiting, constipation and reflux. They are usually worst when the dose goes up.
- **Gallbladder problems,** such as gallstones, and, rarely, **inflammation of the pancreas.** Severe stomach pain that does not go away needs urgent care.
- The labels carry a boxed warning because these medicines caused **thyroid tumors in rodents.** It is not known whether this happens in people. They are not used by people with a personal or family history of medullary thyroid cancer or a condition called MEN 2.
- **Pregnancy:** they should not be used in pregnancy. Perimenopause does not mean you cannot get pregnant.
- **The pill:** tirzepatide can make contraceptive pills work less well. The label advises switching to a non-pill method, or adding a barrier method, for 4 weeks after starting and after each dose increase.
- **Before surgery or sedation,** tell the team you take one of these medicines.
- Tell your clinician about any low mood or thoughts of self-harm.

Buy only from a licensed pharmacy with a prescription. The FDA has warned about fake products and dosing mistakes with unapproved versions.

## Protecting muscle and bone

When you lose weight quickly, some of it is **muscle**, not just fat. After menopause, women are already losing muscle and bone. So it matters even more to:

- do **strength training** at least twice a week
- eat enough **protein** at each meal, even when your appetite is small
- get enough **calcium and vitamin D**

Our modules on strength training and on calcium, vitamin D and protein explain how.

## When to see a clinician

- to talk about whether a weight-loss medicine could suit you, and the costs
- if side effects make it hard to eat or drink, or you cannot keep fluids down
- **urgently** for severe stomach pain, pain under the right ribs, yellow skin or eyes, or signs of a serious allergic reaction
- if you are thinking about pregnancy

Questions you might ask: Is my BMI or health a reason to consider this? What would I do if I need to stop? How will we protect my muscle and bone?`,
  keyInsight:
    'GLP-1 type medicines can lead to large weight loss on average. Semaglutide also cut heart attacks and strokes in people with heart disease. Weight often comes back when you stop. In midlife, strength training and enough protein help protect muscle and bone.',
  references: [
    {
      title: 'Once-weekly semaglutide in adults with overweight or obesity (STEP 1)',
      source: 'Wilding JPH, Batterham RL, Calanna S, et al. New England Journal of Medicine 384(11):989-1002',
      year: 2021,
      url: 'https://doi.org/10.1056/NEJMoa2032183',
    },
    {
      title: 'Tirzepatide once weekly for the treatment of obesity (SURMOUNT-1)',
      source: 'Jastreboff AM, Aronne LJ, Ahmad NN, et al. New England Journal of Medicine 387(3):205-216',
      year: 2022,
      url: 'https://doi.org/10.1056/NEJMoa2206038',
    },
    {
      title:
        'Continued treatment with tirzepatide for maintenance of weight reduction in adults with obesity: the SURMOUNT-4 randomized clinical trial',
      source: 'Aronne LJ, Sattar N, Horn DB, et al. JAMA 331(1):38-48',
      year: 2024,
      url: 'https://doi.org/10.1001/jama.2023.24945',
    },
    {
      title: 'Semaglutide and cardiovascular outcomes in obesity without diabetes (SELECT)',
      source: 'Lincoff AM, Brown-Frandsen K, Colhoun HM, et al. New England Journal of Medicine 389(24):2221-2232',
      year: 2023,
      url: 'https://doi.org/10.1056/NEJMoa2307563',
    },
  ],
};
