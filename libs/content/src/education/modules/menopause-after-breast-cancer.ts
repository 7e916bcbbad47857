import type { EducationModuleSource } from '../types';

export const menopauseAfterBreastCancerModule: EducationModuleSource = {
  id: 'menopause-after-breast-cancer',
  title: 'Menopause After Breast Cancer',
  description:
    'Why breast cancer care can bring on or worsen menopause symptoms and why standard HRT is usually avoided. Plus the other options to discuss with your care team.',
  category: 'truth-telling',
  orderIndex: 43,
  duration: 4,
  content: `Many women go through menopause during or after breast cancer treatment. For some, it comes suddenly and years early. For others, treatment makes existing symptoms much stronger. Symptoms can be hard to live with. They are a common reason women find it hard to keep taking their cancer medicine. You deserve help.

This module gives general facts. Your cancer team knows your cancer and your treatment. Always involve them in choices.

## Why treatment affects menopause

- **Chemotherapy** can stop the ovaries working. Periods may stop for a while or for good. This is more likely the older you are.
- **Ovarian suppression** uses medicines, or sometimes surgery, to switch off the ovaries on purpose.
- **Tamoxifen** blocks estrogen in breast tissue. It often causes hot flashes.
- **Aromatase inhibitors**, such as letrozole, lower estrogen even more after menopause. They often cause joint pain, vaginal dryness and hot flashes. They can also thin the bones.

## Why standard HRT is usually avoided

Many breast cancers grow in response to hormones. Guidelines, including NICE, say HRT is **not routinely offered** after breast cancer. In one trial, called HABITS, more women taking HRT had their cancer come back. The trial was stopped early. In rare cases, a specialist may talk about HRT with a woman whose symptoms are severe. That choice is made with your cancer team.

## Help for hot flashes and night sweats

Several options without hormones have good evidence. The Menopause Society lists them in a 2023 statement:

- **Cognitive behavioral therapy (CBT)** and **clinical hypnosis**. Both have been tested in women after breast cancer.
- **Some antidepressants at low doses,** such as venlafaxine. Two of them, **paroxetine and fluoxetine**, can make **tamoxifen** work less well. If you take tamoxifen, your team will pick one that is safe with it.
- **Gabapentin** or **oxybutynin**. These have other main uses, but they also reduce hot flashes. Gabapentin can make you dizzy or sleepy. Oxybutynin can cause a dry mouth and constipation.
- **Newer medicines** that act on the brain's heat control: **fezolinetant** and **elinzanetant**. Ask your team if these suit you. Research in women after breast cancer is still growing.
- **Fezolinetant** carries a US **boxed warning** for rare but serious liver injury. You need liver blood tests before you start and during the first months. Stop it and call your prescriber if your skin or eyes turn yellow or your urine goes dark.
- **Elinzanetant** can make you sleepy or dizzy. Its US label asks for liver blood tests before you start and after 3 months. It must not be taken in pregnancy.

Be careful with supplements. Many have not been shown to work. Some, like soy or red clover pills, act like weak estrogens. UK guidance says not to offer soy, red clover or black cohosh for hot flashes after breast cancer. St John's wort can clash with many medicines, including tamoxifen.

## Vaginal dryness and pain with sex

These symptoms are common, mostly on aromatase inhibitors. Without care, they often get worse over time.

- **First step:** a vaginal moisturizer used a few times a week, and a lubricant during sex. Water-based or silicone-based products can both help.
- **If these are not enough:** ACOG says low-dose **vaginal estrogen** may be used after a talk about the risks. This includes women who take tamoxifen. If you take an aromatase inhibitor, decide together with your cancer doctor. Very little vaginal estrogen reaches the blood, but safety data in this group are limited.
- **Other options** include vaginal DHEA and a tablet called ospemifene. Long-term safety data after breast cancer are limited.
- **Pelvic floor physical therapy** can help if pain makes muscles tighten.

## Bones, joints and mood

Aromatase inhibitors can thin the bones, so a bone scan is usually offered. Strength training, vitamin D and calcium help bones too. Joint aches often ease with regular exercise. Low mood and fear of the cancer coming back are common. Talking therapy, support groups and breast care nurses can help.

## When to see a clinician

- if hot flashes, night sweats or poor sleep are making it hard to keep taking your cancer medicine
- if vaginal dryness or pain with sex is affecting your life
- before you take any supplement or herbal remedy
- if you have new bleeding after your periods have stopped, especially if you take tamoxifen
- if you notice a new lump, or any change in either breast or your scar

Do not stop your cancer medicine because of side effects without first talking to your team. There are often ways to help.`,
  keyInsight:
    'After breast cancer, standard HRT is usually avoided. But you do not have to suffer. CBT, some non-hormonal medicines, vaginal moisturizers and, for some women, low-dose vaginal estrogen can help. Choose with your cancer team.',
  references: [
    {
      title:
        'Treatment of urogenital symptoms in individuals with a history of estrogen-dependent breast cancer (Clinical Consensus No. 2)',
      source: 'American College of Obstetricians and Gynecologists (ACOG)',
      year: 2021,
      url: 'https://www.acog.org/clinical/clinical-guidance/clinical-consensus/articles/2021/12/treatment-of-urogenital-symptoms-in-individuals-with-a-history-of-estrogen-dependent-breast-cancer',
    },
    {
      title: 'The 2023 nonhormone therapy position statement of The North American Menopause Society',
      source: 'The North American Menopause Society (now The Menopause Society). Menopause 30(6):573-590',
      year: 2023,
      url: 'https://doi.org/10.1097/GME.0000000000002200',
    },
    {
      title:
        "Management of genitourinary syndrome of menopause in women with or at high risk for breast cancer: consensus recommendations from The North American Menopause Society and The International Society for the Study of Women's Sexual Health",
      source: 'Faubion SS, Larkin LC, Stuenkel CA, et al. Menopause 25(6)',
      year: 2018,
      url: 'https://doi.org/10.1097/GME.0000000000001121',
    },
    {
      title: 'Early and locally advanced breast cancer: diagnosis and management (NICE guideline NG101)',
      source: 'National Institute for Health and Care Excellence (NICE), UK',
      year: 2018,
      url: 'https://www.nice.org.uk/guidance/ng101',
    },
    {
      title:
        'FDA adds warning about rare occurrence of serious liver injury with use of Veozah (fezolinetant) for hot flashes due to menopause',
      source: 'US Food and Drug Administration, Drug Safety Communication',
      year: 2024,
      url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-adds-warning-about-rare-occurrence-serious-liver-injury-use-veozah-fezolinetant-hot-flashes-due-menopause',
    },
    {
      title: 'LYNKUET (elinzanetant) capsules, for oral use: prescribing information',
      source: 'Bayer HealthCare; US Food and Drug Administration (label approved October 2025)',
      year: 2025,
      url: 'https://www.accessdata.fda.gov/drugsatfda_docs/label/2025/219469s000lbl.pdf',
    },
  ],
};
