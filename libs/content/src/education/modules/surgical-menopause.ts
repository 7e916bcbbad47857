import type { EducationModuleSource } from '../types';

export const surgicalMenopauseModule: EducationModuleSource = {
  id: 'surgical-menopause',
  title: 'Surgical Menopause: After Your Ovaries Are Removed',
  description:
    'Why having both ovaries removed starts menopause overnight, and how that is not the same as having the womb taken out. Plus what to ask before and after.',
  category: 'truth-telling',
  orderIndex: 40,
  duration: 3,
  content: `Natural menopause usually happens slowly, over several years. Surgery can bring it on in a single day. If both of your ovaries are removed before your natural menopause, you go into menopause straight away. This is called **surgical menopause**.

## Which operations cause it?

- **Removing both ovaries** (bilateral oophorectomy) causes surgical menopause. This can happen on its own or at the same time as a hysterectomy.
- **A hysterectomy alone** (removing the womb but keeping the ovaries) does not cause menopause straight away. Your periods stop, but your ovaries keep making hormones. Some women reach menopause a little earlier after this surgery.
- **Removing one ovary** does not usually cause menopause.

Women have their ovaries removed for many reasons. These include cancer, endometriosis, and lowering the risk of ovarian cancer in women with a gene change such as BRCA1 or BRCA2.

## How it can feel

When the ovaries are removed, estrogen levels fall fast. There is no slow change for the body to adjust to. So symptoms often start within days and can be stronger than in natural menopause. They may include:

- hot flashes and night sweats
- poor sleep
- mood changes, anxiety or low mood
- vaginal dryness
- lower sex drive, partly because the ovaries also make some testosterone

## Long-term health

The ovaries help protect your bones and heart. When they are removed years before the usual age of menopause, the risk of **osteoporosis** and **heart disease** rises. The earlier the surgery, the more this matters.

## Hormone therapy after surgery

If you have this surgery before natural menopause, guidelines advise **hormone therapy until at least the usual age of menopause** (around 51). The exception is when there is a medical reason not to. This applies if surgery happens before 40, and also between 40 and 45.

Some points to know:

- If your womb was also removed, you usually need **estrogen only**. You do not need a progestogen to protect the womb lining. There are exceptions, such as some women who had endometriosis. Your team will advise you.
- Hormone therapy can often start soon after surgery. Ask your team about timing before the operation.
- If you have had a hormone-sensitive cancer, such as some breast cancers, hormone therapy may not be suitable. Non-hormonal options can still help with symptoms.
- If low sex drive is a problem despite estrogen, some specialists consider **testosterone**. Our module on testosterone explains what the evidence shows.

## Before surgery: questions to ask

If you have time to plan, it helps to ask:

- Do both of my ovaries need to be removed? What are the pros and cons of keeping them?
- Will I go into menopause straight after the operation?
- Will I be able to take hormone therapy? When could I start it?
- Who will look after my menopause care after surgery?
- Do I need a bone density scan?

NICE advises that women who are likely to go through menopause because of surgery or medical treatment get information and support **before** treatment starts.

## When to see a clinician

- if symptoms after surgery are hard to cope with
- if you were not offered hormone therapy and want to know why
- if you are taking hormone therapy and still have symptoms
- if you feel very low or anxious

Seek urgent help for signs of a blood clot after surgery. These include a painful, swollen leg, chest pain, or sudden shortness of breath.`,
  keyInsight:
    'If both ovaries are taken out before natural menopause, menopause starts overnight. For most women in this case, hormone therapy until about age 51 helps keep them well in the long run. Ask about it before your operation.',
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
    {
      title: 'The 2022 hormone therapy position statement of The North American Menopause Society',
      source: 'The North American Menopause Society (now The Menopause Society). Menopause 29(7):767-794',
      year: 2022,
      url: 'https://doi.org/10.1097/GME.0000000000002028',
    },
  ],
};
