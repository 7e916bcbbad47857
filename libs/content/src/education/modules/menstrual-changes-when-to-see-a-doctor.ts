import type { EducationModuleSource } from '../types';

export const menstrualChangesWhenToSeeADoctorModule: EducationModuleSource = {
  id: 'menstrual-changes-when-to-see-a-doctor',
  title: 'Period Changes: What Is Normal and When to See a Doctor',
  description:
    'How periods often change in perimenopause. The warning signs that need a check, and why you may still need birth control.',
  category: 'truth-telling',
  orderIndex: 3,
  duration: 4,
  content: `Changes in your periods are often the first sign of perimenopause. For many women, these changes are a normal part of the transition. But some types of bleeding need a check, because they can have other causes. This module helps you tell the difference.

## How periods often change

As your ovaries slow down, you release an egg less regularly. Hormone levels can swing from high to low. This affects the lining of the womb (uterus) and how it sheds. Common changes include:

- **Changes in cycle length.** Periods may come closer together at first, then further apart.
- **Heavier periods.** Some months the bleeding can be much heavier than you are used to.
- **Lighter periods.** Some periods may be light or very short.
- **Skipped periods.** You may go two months or more without a period, then have one again.
- **Unpredictable patterns.** A mix of all of the above is common.

These changes can be annoying and tiring. They can also make it hard to plan. A period tracker app or a simple diary can help. Note the start and end dates, and how heavy the bleeding is each day. This record is also very useful if you need to see a clinician.

## Red flags: when to see a clinician

Some bleeding patterns should always be checked, even if you think it is "just perimenopause." Make an appointment if you have any of these:

- **Any bleeding after 12 months without a period.** This includes spotting, or pink or brown discharge. It is called postmenopausal bleeding. It is often caused by something harmless, but it always needs checking, because it can sometimes be a sign of cancer of the womb lining.
- **Very heavy bleeding.** For example, soaking through a pad or tampon every hour or two, needing to use two products at once, or bleeding through to your clothes or bedding. This sudden heavy flow is sometimes called flooding.
- **Blood clots larger than a coin**, about 2.5 cm (1 inch) across.
- **Bleeding between periods.**
- **Bleeding after sex.**
- **Periods that come closer together than every 21 days.**
- **Bleeding that lasts more than 7 days.**

These signs do not mean something serious is wrong. Common causes include fibroids (non-cancerous growths in the womb), polyps (small growths in the lining), and a thickened womb lining. But they need to be checked, so that anything important is found early. Your clinician may suggest an examination, blood tests or an ultrasound scan.

If you use hormone therapy for menopause, some bleeding may be expected, depending on the type. Ask your clinician what pattern to expect. Tell them about any bleeding that does not fit that pattern.

## Watch for signs of anemia

Heavy bleeding month after month can lower your iron levels. This can lead to **iron deficiency anemia**. Anemia means your blood cannot carry as much oxygen as it should. Signs include:

- feeling tired or weak much of the time
- shortness of breath, especially on stairs or when active
- pale skin
- a racing or pounding heartbeat
- dizziness or headaches
- feeling cold more easily

Tiredness is common in perimenopause for many reasons, so it helps to know whether anemia is part of the picture. A simple blood test can check this, and anemia can be treated. If you think you might be anemic, ask for a test rather than guessing.

## Help for heavy periods

If your periods are heavy, you have options. These include some hormonal treatments, such as a hormonal coil (an intrauterine system) that releases a progestogen. There are also non-hormonal medicines that you take only during your period to reduce bleeding. Sometimes a procedure is an option. Your clinician can explain what might suit you.

## You may still need contraception

It is possible to get pregnant during perimenopause, even when periods are irregular. UK guidance from the Faculty of Sexual and Reproductive Healthcare (FSRH) says that if you are not using hormones:

- if you are **50 or over**, keep using contraception until you have gone **12 months** without a period
- if you are **under 50**, keep using contraception until you have gone **2 years** without a period

Most women can stop contraception at age 55, because natural pregnancy after that age is extremely rare.

Hormone therapy for menopause is not a contraceptive. Hormonal contraception can also hide your natural bleeding pattern, so it can be hard to know when menopause has happened. A clinician can help you work out when it is safe to stop.

## When to get help

Trust yourself. You know what is normal for your body. If your bleeding worries you, or it is affecting your life, that is reason enough to see a clinician.

Seek urgent medical care if you have very heavy bleeding together with dizziness, fainting, a racing heart or shortness of breath.`,
  keyInsight:
    'In perimenopause, periods often come at odd times or get heavier or lighter. That is common. But get checked if you bleed after a full year with no period, bleed very heavily, or bleed between periods or after sex.',
  references: [
    {
      title: 'Heavy menstrual bleeding: assessment and management (NICE guideline NG88)',
      source: 'National Institute for Health and Care Excellence (NICE), UK',
      year: 2021,
      url: 'https://www.nice.org.uk/guidance/ng88',
    },
    {
      title: 'FSRH Guideline: Contraception for Women Aged Over 40 Years (August 2017, amended July 2023)',
      source: 'Faculty of Sexual and Reproductive Healthcare (FSRH), Clinical Effectiveness Unit, UK',
      year: 2023,
      url: 'https://www.fsrh.org/standards-and-guidance/documents/fsrh-guidance-contraception-for-women-aged-over-40-years-2017/',
    },
    {
      title: 'Menopause: identification and management (NICE guideline NG23)',
      source: 'National Institute for Health and Care Excellence (NICE), UK',
      year: 2024,
      url: 'https://www.nice.org.uk/guidance/ng23',
    },
  ],
};
