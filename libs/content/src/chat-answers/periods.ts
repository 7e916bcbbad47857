import { SOURCES as S } from './sources';
import type { ChatAnswerCard } from './types';

export const PERIOD_CARDS: readonly ChatAnswerCard[] = [
  {
    id: 'irregular-periods',
    area: 'periods',
    examples: ['My periods are all over the place', 'Irregular periods in my 40s', 'My cycle keeps changing length'],
    keywords: ['irregular', 'periods', 'period', 'cycle', 'all over the place', 'unpredictable', 'late', 'early', 'changing'],
    answer:
      'Irregular periods are often the first sign of perimenopause. Cycles may get shorter, then longer, with months skipped. This is usually normal. But see a doctor if periods come less than three weeks apart, last more than a week or are very heavy. Bleeding between periods or after sex also needs a check.',
    modules: ['menstrual-changes-when-to-see-a-doctor', 'what-is-perimenopause'],
    sources: [S.acogBleeding, S.mayoPerimenopause],
  },
  {
    id: 'heavy-periods',
    area: 'periods',
    examples: ['My periods are really heavy now', 'Flooding through pads', 'Heavy bleeding with clots in perimenopause'],
    keywords: ['heavy', 'heavy periods', 'flooding', 'clots', 'soaking', 'pads', 'tampons', 'bleeding a lot'],
    answer:
      'Heavy periods are common in perimenopause, but they are not something you just have to put up with. They can lead to low iron, which makes you tired and breathless. See a doctor if you soak through a pad or tampon every hour or two, pass large clots, or bleed for more than a week. There are good treatments, including a hormonal coil and non-hormonal medicines.',
    modules: ['menstrual-changes-when-to-see-a-doctor'],
    sources: [S.nhsHeavyPeriods, S.acogBleeding],
  },
  {
    id: 'skipped-periods',
    area: 'periods',
    examples: ['I have not had a period in 3 months', 'Missed periods at 47', 'My period stopped then came back'],
    keywords: ['missed', 'skipped', 'no period', 'stopped', 'came back', 'months without', 'absent'],
    answer:
      'Skipping periods for a few months is common in late perimenopause, and they often come back. If there is any chance you could be pregnant, take a pregnancy test. Menopause is confirmed only after twelve months in a row with no period. Until then, you still need contraception if you do not want to get pregnant.',
    modules: ['what-is-perimenopause', 'contraception-in-perimenopause'],
    sources: [S.mayoPerimenopause, S.fsrhOver40],
  },
  {
    id: 'spotting-between-periods',
    area: 'periods',
    examples: ['Spotting between periods in perimenopause', 'Bleeding after sex', 'Why am I bleeding mid cycle?'],
    keywords: ['spotting', 'between periods', 'mid cycle', 'after sex', 'bleeding', 'brown'],
    answer:
      'Bleeding between periods or after sex is not something to wait on, even in perimenopause. Please book an appointment with a doctor so they can examine you and find the cause. Most causes are not serious, but some need treatment. Keep a note of when it happens to help the appointment.',
    modules: ['menstrual-changes-when-to-see-a-doctor', 'cancer-screening-in-midlife'],
    sources: [S.acogBleeding, S.niceMenopause],
  },
  {
    id: 'period-pain-pms-worse',
    area: 'periods',
    examples: ['My PMS is so much worse now', 'Cramps getting worse in my 40s', 'Sore breasts before my period'],
    keywords: ['pms', 'pmdd', 'cramps', 'period pain', 'sore breasts', 'tender breasts', 'bloating', 'premenstrual'],
    answer:
      'Many women find PMS, sore breasts and period pain get worse in perimenopause, as hormone levels swing more widely. Tracking your symptoms across the month helps you and your doctor see the pattern. Exercise, regular meals and less caffeine and alcohol help some women. If your mood drops badly before periods, or pain is severe, see a doctor, as treatment can help.',
    modules: ['menstrual-changes-when-to-see-a-doctor', 'tracking-your-symptoms'],
    sources: [S.acogBleeding],
  },
  {
    id: 'periods-treatment-options',
    area: 'periods',
    examples: ['What can I do about heavy periods?', 'Does the Mirena coil help heavy bleeding?', 'Treatments for heavy periods'],
    keywords: ['treatment', 'mirena', 'coil', 'iud', 'tranexamic', 'ablation', 'hormonal coil', 'options', 'remedy', 'what can be done'],
    answer:
      'A hormonal coil is one of the most effective treatments for heavy periods, and it also works as contraception. There are non-hormonal medicines you take only during your period, and pills that can help too. Some women choose a procedure to thin the womb lining. A doctor will usually check for causes first, such as fibroids, and test for low iron.',
    modules: ['menstrual-changes-when-to-see-a-doctor', 'contraception-in-perimenopause'],
    sources: [S.nhsHeavyPeriods],
  },
  {
    id: 'fibroids',
    area: 'periods',
    examples: ['Do fibroids shrink after menopause?', 'I have fibroids and heavy bleeding', 'What are fibroids?'],
    keywords: ['fibroids', 'fibroid', 'growths', 'womb', 'uterus', 'swollen belly', 'definition'],
    answer:
      'Fibroids are common, non-cancerous growths in the womb that can cause heavy periods, pressure or a swollen belly. They often shrink after menopause, when estrogen falls. Treatment depends on your symptoms and ranges from medicines to surgery. A doctor can check their size with an ultrasound and talk through your choices.',
    modules: ['menstrual-changes-when-to-see-a-doctor'],
    sources: [S.nhsHeavyPeriods],
  },
  {
    id: 'low-iron',
    area: 'periods',
    examples: ['Could I be anemic from heavy periods?', 'Low iron and tiredness', 'Should I get my iron checked?'],
    keywords: ['iron', 'anemia', 'anemic', 'ferritin', 'pale', 'breathless', 'low iron'],
    answer:
      'Heavy periods are a common cause of low iron, which can make you tired, breathless, pale or dizzy. A simple blood test can check your iron levels. If they are low, your doctor will suggest how to bring them up and look for the cause. Do not start iron tablets without advice, as too much iron can also cause harm.',
    modules: ['menstrual-changes-when-to-see-a-doctor', 'supplements-what-the-evidence-says'],
    sources: [S.nhsHeavyPeriods],
  },
];
