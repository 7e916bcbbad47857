import { SOURCES as S } from './sources';
import type { ChatAnswerCard } from './types';

export const SPECIAL_SITUATION_CARDS: readonly ChatAnswerCard[] = [
  {
    id: 'early-menopause',
    area: 'special-situations',
    examples: ['Can menopause start at 42?', 'What is early menopause?', 'My periods stopped at 43'],
    keywords: ['early menopause', 'early', 'before 45', 'young', 'premature', 'definition'],
    answer:
      'Menopause before 45 is called early menopause. It can happen on its own, or after surgery or cancer treatment. It means more years without estrogen, which raises the risk of weak bones and heart disease. Doctors usually advise hormone therapy at least until the usual age of menopause, unless there is a reason not to. So please see a doctor.',
    modules: ['early-menopause-and-poi'],
    sources: [S.nhsEarlyMenopause, S.niceMenopause],
  },
  {
    id: 'poi',
    area: 'special-situations',
    examples: ['What is POI?', 'Premature ovarian insufficiency', 'My periods stopped at 35'],
    keywords: ['poi', 'premature ovarian insufficiency', 'ovarian failure', 'under 40', 'at 35', 'ovaries stopped', 'in my thirties', '30s', '35', '36', '37', '38', '39', 'definition'],
    answer:
      'POI means the ovaries stop working normally before 40. It affects about one in a hundred women. A doctor finds it with blood tests and a review of your health. Hormone therapy or the combined pill is usually advised until about 51 to protect bones and heart. Pregnancy is still possible now and then, and groups like the Daisy Network offer support.',
    modules: ['early-menopause-and-poi'],
    sources: [S.nhsEarlyMenopause, S.niceMenopause],
  },
  {
    id: 'poi-fertility',
    area: 'special-situations',
    examples: ['Can I still get pregnant with POI?', 'Fertility and early menopause', 'I wanted children and now I have POI'],
    keywords: ['fertility', 'pregnant', 'children', 'baby', 'ivf', 'egg donation', 'conceive'],
    answer:
      'With POI, a small number of women still get pregnant naturally, because the ovaries can work now and then. For many, egg donation offers the best chance of pregnancy. The news can bring real grief, and counseling or a support group can help. A fertility specialist can explain your options.',
    modules: ['early-menopause-and-poi'],
    sources: [S.nhsEarlyMenopause],
  },
  {
    id: 'surgical-menopause',
    area: 'special-situations',
    examples: ['What happens after my ovaries are removed?', 'Surgical menopause symptoms', 'Menopause after oophorectomy'],
    keywords: ['surgical menopause', 'ovaries removed', 'oophorectomy', 'surgery', 'operation', 'sudden menopause', 'ovaries out', 'what to expect'],
    answer:
      'If both ovaries are taken out before menopause, menopause starts right away. The symptoms can be sudden and strong. If you are younger than the usual age for it, doctors usually advise hormone therapy unless there is a reason not to. Talk to your surgeon before the operation about a plan for your symptoms and bones.',
    modules: ['surgical-menopause'],
    sources: [S.niceMenopause, S.nhsEarlyMenopause],
  },
  {
    id: 'hysterectomy-and-menopause',
    area: 'special-situations',
    examples: ['Will a hysterectomy put me into menopause?', 'I had a hysterectomy, how do I know if I am in menopause?', 'Hysterectomy but kept my ovaries'],
    keywords: ['hysterectomy', 'womb removed', 'uterus removed', 'kept ovaries', 'no periods'],
    answer:
      'A hysterectomy takes out the womb. If your ovaries stay, you do not go into menopause right away. With no periods, you may only notice menopause from signs like hot flashes. Some women reach it a little sooner after this surgery. If you need hormone therapy, you usually need estrogen alone.',
    modules: ['surgical-menopause', 'hormone-therapy-options-in-practice'],
    sources: [S.niceMenopause],
  },
  {
    id: 'contraception-need',
    area: 'special-situations',
    examples: ['Do I still need contraception in perimenopause?', 'Can I get pregnant at 47?', 'When can I stop using birth control?'],
    keywords: ['contraception', 'birth control', 'pregnant', 'pregnancy', 'condoms', 'stop contraception', 'get pregnant'],
    answer:
      'Yes, you can still get pregnant in perimenopause, even when your periods are irregular. Keep using birth control until two years after your last period if you are under 50. If you are over 50, one year is enough. Everyone can stop at 55, when pregnancy is very unlikely. Hormone therapy does not work as birth control.',
    modules: ['contraception-in-perimenopause'],
    sources: [S.fsrhOver40],
  },
  {
    id: 'contraception-options',
    area: 'special-situations',
    examples: ['What contraception is best over 45?', 'Can I stay on the pill in my late 40s?', 'Best birth control in perimenopause'],
    keywords: ['pill', 'coil', 'iud', 'implant', 'mini pill', 'best contraception', 'combined pill', 'over 45'],
    answer:
      'Most methods are safe in your 40s. A hormonal coil is a popular choice, as it also helps heavy periods and can be the progestogen part of hormone therapy. The combined pill can be used until 50 if you have no risk factors like smoking or high blood pressure. A clinic or doctor can help you find what suits you.',
    modules: ['contraception-in-perimenopause'],
    sources: [S.fsrhOver40],
  },
  {
    id: 'contraception-and-hrt-together',
    area: 'special-situations',
    examples: ['Is HRT a contraceptive?', 'Can I use the Mirena with HRT?', 'Do I need birth control on HRT?'],
    keywords: ['hrt contraception', 'mirena hrt', 'birth control on hrt', 'contraceptive', 'both'],
    answer:
      'Hormone therapy does not prevent pregnancy, so you still need birth control until you are past the fertile years. A hormonal coil can do both jobs. It prevents pregnancy and protects the womb lining while you take estrogen. Your clinician can help you plan both together.',
    modules: ['contraception-in-perimenopause', 'hormone-therapy-options-in-practice'],
    sources: [S.fsrhOver40, S.niceMenopause],
  },
  {
    id: 'after-breast-cancer',
    area: 'special-situations',
    examples: ['I had breast cancer, what can I take for hot flashes?', 'Menopause symptoms after breast cancer', 'Tamoxifen and hot flashes'],
    keywords: ['breast cancer', 'survivor', 'tamoxifen', 'aromatase', 'letrozole', 'anastrozole', 'after cancer', 'chemo'],
    answer:
      'After breast cancer, hormone therapy is usually not advised, but there are other options. Some medicines without hormones, CBT and hypnosis can ease hot flashes. A vaginal moisturizer helps with dryness. Some drugs for mood affect the cancer drug tamoxifen, so your cancer team will choose with care. Check with them before you start anything new.',
    modules: ['menopause-after-breast-cancer', 'non-hormonal-treatments'],
    sources: [S.niceMenopause, S.acogBreastCancerGsm, S.nonhormoneStatement],
  },
  {
    id: 'chemo-induced-menopause',
    area: 'special-situations',
    examples: ['Chemo put me into menopause', 'Menopause caused by cancer treatment', 'Will my periods come back after chemo?'],
    keywords: ['chemo', 'chemotherapy', 'radiation', 'cancer treatment', 'treatment induced'],
    answer:
      'Chemotherapy and some other cancer treatments can bring on menopause, sometimes suddenly. For some women periods return, especially when younger, and for others the change is permanent. Symptoms can be strong, and the best treatment depends on the type of cancer. Your cancer team is the right place to plan care for symptoms and bones.',
    modules: ['menopause-after-breast-cancer', 'early-menopause-and-poi'],
    sources: [S.niceMenopause],
  },
  {
    id: 'trans-nonbinary-menopause',
    area: 'special-situations',
    examples: ['Menopause for trans men', 'I am nonbinary and going through menopause', 'Does menopause happen on testosterone?'],
    keywords: ['trans', 'transgender', 'nonbinary', 'non-binary', 'gender', 'lgbtq'],
    answer:
      'Anyone with ovaries can go through perimenopause and menopause, whatever their gender. For trans men and nonbinary people on testosterone, symptoms and care can look different. A clinician who knows both gender care and menopause is the best person to ask. You deserve care that respects who you are.',
    modules: ['what-is-perimenopause', 'talking-to-your-clinician'],
    sources: [S.niceMenopause],
  },
];
