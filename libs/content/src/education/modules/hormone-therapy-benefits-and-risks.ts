import type { EducationModuleSource } from '../types';

export const hormoneTherapyBenefitsAndRisksModule: EducationModuleSource = {
  id: 'hormone-therapy-benefits-and-risks',
  title: 'Hormone Therapy: Benefits and Risks',
  description:
    'A fair look at what research says about hormone therapy today. Who it may suit, and what to ask your clinician.',
  category: 'truth-telling',
  orderIndex: 4,
  duration: 9,
  content: `Hormone therapy has had a confusing history. Headlines in the early 2000s scared many women and doctors away from it. Since then, researchers have learned a lot more. This module explains what the evidence shows today, so you can have a well-informed talk with your clinician. It is not advice to start or stop any treatment.

## What is hormone therapy?

Hormone therapy replaces some of the estrogen your ovaries no longer make. It is often called **HRT** (hormone replacement therapy) or **MHT** (menopausal hormone therapy).

- **Estrogen** is the main ingredient. It treats symptoms such as hot flashes.
- If you still have a **uterus** (womb), you also need a **progestogen**. This is progesterone or a similar hormone. Estrogen on its own can make the lining of the womb grow too thick, which raises the risk of womb cancer. A progestogen protects against this.
- If you have had a hysterectomy, you usually only need estrogen.

Estrogen can be taken by mouth as a tablet (**oral**) or through the skin (**transdermal**) as a patch, gel or spray. A progestogen can be a tablet or capsule, or it can come from a hormonal coil placed in the womb.

## The benefits

- **Hot flashes and night sweats.** Hormone therapy is the most effective treatment for these symptoms.
- **Sleep and quality of life.** Many women sleep better when night sweats ease.
- **Vaginal dryness and discomfort.** Estrogen can help with these symptoms.
- **Bone protection.** Hormone therapy prevents bone loss and lowers the risk of fractures while you use it.
- **Mood.** It may help low mood linked to perimenopause, although it is not an antidepressant.

## What we learned from the WHI

The **Women's Health Initiative (WHI)** was a large US study. In 2002, one part of it stopped early. Women taking a combined estrogen-plus-progestin pill had more breast cancer, heart attacks, strokes and blood clots than women taking a placebo (a dummy pill).

These results caused alarm around the world. But later analysis added important context. The average age of women in the WHI was about 63. Many had reached menopause more than 10 years before they joined. Most were not having troublesome menopause symptoms when they joined.

When researchers looked more closely, the risks were lower for younger women who started closer to menopause. This idea is often called the **timing hypothesis**.

The Menopause Society's 2022 position statement now says that for healthy women **under 60, or within 10 years of their final period**, the benefits of hormone therapy for bothersome hot flashes and for preventing bone loss usually outweigh the risks. For women who start later, the balance is less favorable.

## The risks, in context

- **Blood clots.** Estrogen taken by mouth raises the risk of blood clots in the legs or lungs. In observational studies, estrogen through the skin at standard doses has not been linked to a higher risk of clots.
- **Stroke.** Estrogen by mouth slightly raises the risk of stroke. Transdermal estrogen and lower doses may carry less risk.
- **Breast cancer.** Combined estrogen and progestogen is linked to a small increase in breast cancer risk. The risk grows the longer it is used. It falls after stopping, although some extra risk can remain for years. Estrogen alone, for women without a womb, carries little or no increase in breast cancer risk.
- **Womb cancer.** This is why a progestogen is needed if you have a womb.

It can help to compare. Other factors, such as drinking alcohol and carrying extra weight after menopause, also raise breast cancer risk.

## The risks as numbers

Numbers out of 1,000 women are easier to weigh than words like "raised". Each group below says who the women were, for how long they were followed, and where the numbers come from. Only compare numbers within the same group.

**Breast cancer.** 1,000 women aged 50 to 69, followed for 20 years:

- No HRT: about 59 get breast cancer (NICE, 2024).
- 5 years of combined HRT from age 50: about 79. That is 20 more (NICE, 2024).
- 10 years of combined HRT from age 50: about 92. That is 33 more (NICE, 2024).
- 5 years of estrogen alone from age 50: about 5 more than with no HRT. This comes from a 2019 review of the world's studies in The Lancet. It found the same 20 more for 5 years of combined HRT.

**Clots in the lungs.** 1,000 women aged 50 to 64, followed for 5 years. The number is how many went to hospital with (or died from) a clot in the lungs (UK Million Women Study, 2012):

- No HRT: about 1.5
- Estrogen-alone tablets: about 2
- Combined tablets with norethisterone or norgestrel as the progestogen: about 2.5
- Combined tablets with medroxyprogesterone acetate: about 4
- Estrogen-alone patches or gels: no higher than with no HRT

These are not all the clots: clots in the leg that did not reach the lungs are not counted here.

**Stroke, heart and other outcomes.** 1,000 women who were 63 on average and took combined tablets, followed for 5 years, compared with women on a dummy pill (WHI trial, 2002):

- about 4 more strokes, 4 more clots in the lungs, and 3 or 4 more heart attacks or other heart events
- about 3 fewer bowel cancers and 2 or 3 fewer hip fractures

**Why the stroke numbers differ.** The WHI found about 4 more strokes per 1,000 women. NICE's 2024 review of women aged 45 and over found no clear rise in stroke with combined HRT. Both can be true. Estrogen tablets raise stroke risk a little, and strokes are far more common at older ages. So the extra strokes show up in women in their 60s. In younger women they are too few to measure. Estrogen through the skin at usual doses may carry less stroke risk than tablets (The Menopause Society, 2022).

**Tablets and patches.** NICE says estrogen taken as a tablet raises the risk of a blood clot. Estrogen through the skin, at the usual doses, does not raise it above the normal risk for your age. This is why a patch or gel is often suggested if you have other risks for clots.

NICE's 2024 review also found that combined HRT did not raise the risk of heart disease, or of ovarian or womb cancer, in women aged 45 and over. It lowered the risk of broken bones. HRT is unlikely to make your life longer or shorter. NICE does not give numbers for every type of HRT and every age group. Where a number does not exist, we say so rather than guess.

## What is still uncertain

- How much the risk differs between types of progestogen. Some studies suggest micronized progesterone carries less breast cancer and clot risk, but the evidence is limited.
- The exact risks for each age group. Most figures come from studies of women in their 50s and 60s.
- Dementia. The WHI found more dementia in women who started HRT at 65 or older. NICE found no clear rise in dementia for women who start younger, but the evidence is still growing.

## The US label change in 2025

On November 10, 2025, the US Food and Drug Administration (FDA) asked the makers of menopause hormone therapy to change their labels. The warnings about heart disease, breast cancer and probable dementia are being taken out of the **boxed warning**. This is the most serious kind of warning on a US medicine label. The first updated labels were approved in early 2026.

One boxed warning stays: the warning about cancer of the womb lining (endometrial cancer) stays on systemic estrogen-alone products. These are estrogen-only tablets, patches, gels and sprays that act on the whole body. Estrogen alone, taken by a woman who still has a womb, can cause this cancer. That is why a progestogen is added.

The FDA said it made this change because the old warning was based on older women in the WHI. It is not a sign that HRT is now free of risk. The numbers above still apply. A clinician can help you weigh them for your own health.

## Compounded "bioidentical" hormones

Some clinics sell custom-mixed hormone creams, pellets or capsules called **compounded bioidentical hormones**. They are made by a pharmacy for one person. They are not tested and approved in the way licensed medicines are, so the dose in each batch can vary. There is no good evidence that they are safer or work better. The Menopause Society and other expert groups advise against them when a licensed product would do.

Licensed HRT already includes hormones with the same structure as your own, such as estradiol and micronized progesterone. These are tested for quality and dose.

## Who may not be able to take it

Hormone therapy may not be suitable, or may need specialist advice, if you have or have had:

- breast cancer or another hormone-sensitive cancer
- a blood clot, stroke or heart attack
- vaginal bleeding that has not been checked
- active liver disease

Having one of these does not always rule out every option. Your clinician can tell you what might be safe for you.

## Vaginal estrogen is different

Low-dose vaginal estrogen comes as a cream, gel, tablet, pessary (a soft insert) or ring. It treats dryness and discomfort in the vagina and some bladder symptoms. Very little reaches the bloodstream. So it does not carry the same risks as hormone therapy taken by mouth or through the skin. Many women who cannot use regular hormone therapy may still be able to use it, after talking with their clinician.

## A shared decision

There is no single right answer. The best choice depends on your symptoms, age, time since your last period, health history, family history and preferences. Good care is a **shared decision**. Your clinician explains the options and the evidence. You bring your values and priorities. Together, you decide, and you can review the plan over time.

Hormone therapy comes in many types and doses. If the first one does not suit you, a different type, dose or route may work better. Current guidance does not set a fixed time limit on how long it can be used. Instead, the benefits and risks are reviewed with your clinician, usually once a year.

Questions you might ask:

- What are my personal benefits and risks?
- Would estrogen through the skin suit me better than tablets?
- Which progestogen would I need, and why?
- How and when will we review how it is going?

## When to get help

Talk to a clinician if menopause symptoms are affecting your life, or if you want to know whether hormone therapy could be an option for you. If you already use hormone therapy, talk to your clinician before making any changes, and report new symptoms or unexpected bleeding.

Get emergency help straight away for possible signs of a blood clot or stroke. These include a painful, swollen leg; sudden chest pain or shortness of breath; or sudden weakness, numbness or trouble speaking.`,
  keyInsight:
    'For most healthy women under 60, or within 10 years of their last period, the benefits of hormone therapy for bad symptoms often outweigh the risks. The right choice depends on your own health. You make it with a clinician.',
  references: [
    {
      title: 'The 2022 hormone therapy position statement of The North American Menopause Society',
      source: 'The North American Menopause Society (now The Menopause Society). Menopause 29(7):767-794',
      year: 2022,
      url: 'https://doi.org/10.1097/GME.0000000000002028',
    },
    {
      title: 'Menopause: identification and management (NICE guideline NG23)',
      source: 'National Institute for Health and Care Excellence (NICE), UK',
      year: 2024,
      url: 'https://www.nice.org.uk/guidance/ng23',
    },
    {
      title:
        "Risks and benefits of estrogen plus progestin in healthy postmenopausal women: principal results from the Women's Health Initiative randomized controlled trial",
      source: "Writing Group for the Women's Health Initiative Investigators (Rossouw JE, et al.). JAMA 288(3):321-333",
      year: 2002,
      url: 'https://doi.org/10.1001/jama.288.3.321',
    },
    {
      title:
        "Menopausal hormone therapy and health outcomes during the intervention and extended poststopping phases of the Women's Health Initiative randomized trials",
      source: 'Manson JE, Chlebowski RT, Stefanick ML, et al. JAMA 310(13):1353-1368',
      year: 2013,
      url: 'https://doi.org/10.1001/jama.2013.278040',
    },
    {
      title:
        'Type and timing of menopausal hormone therapy and breast cancer risk: individual participant meta-analysis of the worldwide epidemiological evidence',
      source: 'Collaborative Group on Hormonal Factors in Breast Cancer. The Lancet 394(10204):1159-1168',
      year: 2019,
      url: 'https://doi.org/10.1016/S0140-6736(19)31709-X',
    },
    {
      title:
        'Venous thromboembolism risk in relation to use of different types of postmenopausal hormone therapy in a large prospective study',
      source: 'Sweetland S, Beral V, Balkwill A, et al. for the Million Women Study Collaborators. Journal of Thrombosis and Haemostasis 10(11):2277-2286',
      year: 2012,
      url: 'https://doi.org/10.1111/j.1538-7836.2012.04919.x',
    },
    {
      title: "HHS Advances Women's Health, Removes Misleading FDA Warnings on Hormone Replacement Therapy",
      source: 'US Department of Health and Human Services, press release of November 10',
      year: 2025,
      url: 'https://www.hhs.gov/press-room/hhs-advances-womens-health-removes-misleading-fda-warnings-hormone-replacement-therapy.html',
    },
  ],
};
