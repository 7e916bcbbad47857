import type { EducationModuleSource } from '../types';

export const contraceptionInPerimenopauseModule: EducationModuleSource = {
  id: 'contraception-in-perimenopause',
  title: 'Contraception in Perimenopause, and When You Can Stop',
  description:
    'Why you can still get pregnant in perimenopause and which methods suit women over 40 and 50. Why HRT is not birth control, and when you can stop.',
  category: 'truth-telling',
  orderIndex: 41,
  duration: 3,
  content: `Fertility falls with age, but it does not reach zero until after menopause. In perimenopause you may still release an egg now and then, even when periods are far apart. So if you do not want to get pregnant, you still need contraception.

This module is based on UK guidance from the Faculty of Sexual and Reproductive Healthcare (FSRH) on contraception after 40. Rules in other countries are similar but not always the same. Your clinician can tell you what applies to you.

## Methods that suit women over 40

Age alone does not rule out any method. Your health matters more. For example, smoking, high blood pressure, migraine with aura, or a past blood clot can rule out methods that contain estrogen.

- **Hormonal coil** (levonorgestrel IUD). Very reliable. It often makes periods lighter or stops them. It can also be the progestogen part of HRT later on.
- **Copper coil.** Very reliable and hormone-free. Periods may get heavier.
- **Implant** in the arm. Very reliable.
- **Progestogen-only pill.** Can be used up to 55.
- **Combined pill, patch or ring.** Can be used up to 50 if you have no risk factors. It can also ease hot flashes and keep periods regular.
- **Injection** (every 3 months). Can be used up to 50. It can thin the bones a little, so it is not advised after 50.
- **Condoms.** The only method that also protects against sexually transmitted infections. This matters in a new relationship at any age.

Long-acting methods, such as coils and the implant, are the most reliable because there is nothing to remember.

## HRT is not contraception

Hormone therapy for menopause does not stop you getting pregnant. If you need both, you can use contraception alongside HRT. The **52 mg hormonal coil** can do both jobs at once: it prevents pregnancy and protects the womb lining during HRT.

## When can you stop?

**If you use no hormones,** or only a copper coil or condoms:

- **under 50:** you can stop 2 years after your last period
- **50 or over:** you can stop 1 year after your last period

**If you use hormonal contraception,** your periods may be light, irregular or absent because of the method. That makes it hard to know when you reach menopause. So the guidance is:

- **combined pill, patch, ring or injection:** switch to another method at 50
- **implant, progestogen-only pill or hormonal coil:** you can carry on until 55
- **at 55:** most women can stop all contraception, because natural loss of fertility can be assumed by then

A few more points:

- A 52 mg hormonal coil put in at 45 or older can stay in until 55 for contraception. The rule is different if it is used as part of HRT. Then it is usually changed every 5 years.
- A copper coil put in at 40 or older can usually stay in until you no longer need contraception.
- A blood test for FSH can sometimes help women over 50 who use a progestogen-only method. It is not useful on the combined pill or HRT, because these change the result.

## When to see a clinician

- to choose a method, or check your current one still suits you
- when you reach 50, to review your method
- if you have bleeding after sex, bleeding between periods, or bleeding after your periods have stopped
- if you think you might be pregnant, or need emergency contraception

Emergency contraception still works at this age. Ask a pharmacist or clinic as soon as you can.`,
  keyInsight:
    'You can still get pregnant in perimenopause, and HRT is not birth control. Most women can stop birth control at 55. You can stop sooner once your periods have stopped for 1 year if you are over 50, or 2 years if you are under 50, while not using hormones.',
  references: [
    {
      title: 'FSRH Guideline: Contraception for Women Aged Over 40 Years (August 2017, amended July 2023)',
      source: 'Faculty of Sexual and Reproductive Healthcare (FSRH), Clinical Effectiveness Unit, UK',
      year: 2023,
      url: 'https://www.fsrh.org/standards-and-guidance/documents/fsrh-guidance-contraception-for-women-aged-over-40-years-2017/',
    },
    {
      title: 'U.S. Medical Eligibility Criteria for Contraceptive Use, 2024',
      source:
        'Nguyen AT, Curtis KM, Tepper NK, et al. Centers for Disease Control and Prevention. MMWR Recommendations and Reports 73(4):1-126',
      year: 2024,
      url: 'https://doi.org/10.15585/mmwr.rr7304a1',
    },
    {
      title: 'Menopause: identification and management (NICE guideline NG23)',
      source: 'National Institute for Health and Care Excellence (NICE), UK',
      year: 2024,
      url: 'https://www.nice.org.uk/guidance/ng23',
    },
  ],
};
