import type { EducationModuleSource } from '../types';

export const cancerScreeningInMidlifeModule: EducationModuleSource = {
  id: 'cancer-screening-in-midlife',
  title: 'Cancer Screening in Midlife: What, When and Why',
  description:
    'The breast, cervical, bowel and lung cancer screening tests for women in midlife: at what ages and how often. Plus the signs that need a check whatever your results.',
  category: 'self-care',
  orderIndex: 50,
  duration: 4,
  content: `Screening means testing people who feel well, to find cancer early or to find changes before they turn into cancer. Found early, many cancers are easier to treat. Midlife is when several screening programs start, so it is a good time to check you are up to date.

The ages below are for women at **average risk**. If you have a strong family history, a known gene change such as BRCA, or a past cancer, your plan may start earlier or be more frequent. Ask your clinician.

## Breast cancer

- **US:** the US Preventive Services Task Force (USPSTF) advises a mammogram **every 2 years from age 40 to 74**. It lowered the starting age from 50 to 40 in 2024.
- **UK:** the NHS invites women aged **50 to 71** for a mammogram **every 3 years**.

A mammogram is an X-ray of the breast. It can be uncomfortable for a few seconds. Many women have dense breasts, which can make cancers harder to see on a mammogram. The USPSTF found there is not yet enough evidence to say whether extra scans help women with dense breasts. Talk this through with your clinician.

## Cervical cancer

Almost all cervical cancer is caused by a long-lasting infection with high-risk types of HPV (human papillomavirus). Screening looks for HPV or for cell changes.

- **US:** the USPSTF advises a Pap test every 3 years from 21 to 29. From **30 to 65**, the options are an **HPV test every 5 years**, an HPV test plus a Pap test every 5 years, or a Pap test alone every 3 years.
- **UK:** the NHS invites women aged **25 to 64**. In England, from July 2025, women aged 25 to 49 whose test finds no HPV are invited **every 5 years** instead of every 3. Scotland and Wales already did this. Women aged 50 to 64 are also invited every 5 years. If HPV is found, you are asked back sooner.
- In some places you can now take the HPV sample yourself, with a swab.
- You can usually stop after 65 if your past tests were normal. If you had a hysterectomy that removed your cervix, for a reason other than cancer or pre-cancer, you usually no longer need tests.

## Bowel (colorectal) cancer

- **US:** the USPSTF advises screening from **45 to 75**. Options include a **stool test at home** every year or every few years, depending on the type, or a **colonoscopy every 10 years**. If a stool test is positive, you need a colonoscopy.
- **UK:** people aged **50 to 74** are sent a home stool test kit (called FIT) **every 2 years**.

A home test takes a few minutes. Using it when it arrives is one of the simplest things you can do for your health.

## Lung cancer

- **US:** a yearly low-dose CT scan is advised for people aged **50 to 80** who have smoked at least **20 pack-years** (for example, a pack a day for 20 years) and still smoke or quit in the last 15 years.
- **UK:** in England, a lung cancer screening program is being rolled out for people aged 55 to 74 who smoke or used to smoke. Those at higher risk are offered a scan every 2 years.

## Cancers with no routine screening

- **Ovarian cancer:** there is no good screening test. Blood tests (CA-125) and scans have not been shown to save lives in women at average risk, so they are not advised as screening. Know the symptoms instead.
- **Womb (endometrial) cancer:** there is no screening test. The key warning sign is bleeding after menopause.

## Symptoms to act on, even if screening was normal

Screening does not catch every cancer. See a clinician promptly if you notice:

- a new breast lump, a change in breast shape or skin, or nipple changes
- **any vaginal bleeding after menopause,** or bleeding after sex or between periods
- **bloating that does not go away,** feeling full quickly, or pain in the belly or pelvis, most days for 3 weeks or more
- blood in your poo, or a change in your bowel habit that lasts
- a cough that lasts more than 3 weeks, or coughing up blood
- weight loss you cannot explain

## When to talk to a clinician

- to check which screening tests you are due for, and when
- if you have a family history of breast, ovarian, bowel or womb cancer
- if you missed a test or did not get an invitation
- if fear or past trauma makes screening hard. Staff can often adjust how a test is done, and self-sampling may be an option.

Screening is always your choice. A good clinician will explain the possible benefits and harms, such as false alarms and extra tests.`,
  keyInsight:
    'In midlife, regular breast, cervical and bowel screening can find cancer early, when it is easier to treat. So can lung screening if you smoked. Screening is not perfect. Bleeding after menopause, a breast change or bloating that lasts always needs a check.',
  references: [
    {
      title: 'Screening for breast cancer: US Preventive Services Task Force recommendation statement',
      source: 'US Preventive Services Task Force. JAMA 331(22):1918-1930',
      year: 2024,
      url: 'https://doi.org/10.1001/jama.2024.5534',
    },
    {
      title: 'Screening for cervical cancer: US Preventive Services Task Force recommendation statement',
      source: 'US Preventive Services Task Force. JAMA 320(7):674-686',
      year: 2018,
      url: 'https://doi.org/10.1001/jama.2018.10897',
    },
    {
      title: 'Screening for colorectal cancer: US Preventive Services Task Force recommendation statement',
      source: 'US Preventive Services Task Force. JAMA 325(19):1965-1977',
      year: 2021,
      url: 'https://doi.org/10.1001/jama.2021.6238',
    },
    {
      title: 'Screening for lung cancer: US Preventive Services Task Force recommendation statement',
      source: 'US Preventive Services Task Force. JAMA 325(10):962-970',
      year: 2021,
      url: 'https://doi.org/10.1001/jama.2021.1117',
    },
    {
      title: 'Screening for ovarian cancer: US Preventive Services Task Force recommendation statement',
      source: 'US Preventive Services Task Force. JAMA 319(6):588-594',
      year: 2018,
      url: 'https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/ovarian-cancer-screening',
    },
    {
      title: 'NHS England changes cervical screening to every 5 years',
      source: 'Cancer Research UK, news (on the NHS England change from 1 July 2025)',
      year: 2025,
      url: 'https://news.cancerresearchuk.org/2025/06/10/nhs-england-changes-cervical-screening-to-every-5-years/',
    },
  ],
};
