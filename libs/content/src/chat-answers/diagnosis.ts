import { SOURCES as S } from './sources';
import type { ChatAnswerCard } from './types';

export const DIAGNOSIS_CARDS: readonly ChatAnswerCard[] = [
  {
    id: 'what-is-perimenopause',
    area: 'diagnosis',
    examples: ['What is perimenopause?', 'What is the difference between perimenopause and menopause?', 'Explain the stages of menopause'],
    keywords: ['perimenopause', 'menopause', 'difference', 'stages', 'postmenopause', 'what is', 'meaning', 'definition'],
    answer:
      'Perimenopause is the time before menopause. Hormone levels swing and periods start to change. Menopause itself is one day: a full year after your last period. After that, you are past menopause. Symptoms like hot flashes, poor sleep and mood changes often start in perimenopause.',
    modules: ['what-is-perimenopause'],
    sources: [S.mayoPerimenopause, S.niaMenopause],
  },
  {
    id: 'perimenopause-age-start',
    area: 'diagnosis',
    examples: ['When does perimenopause start?', 'Can you be in perimenopause at 40?', 'What age does menopause happen?'],
    keywords: ['age', 'when', 'start', 'begin', 'how old', 'at 40', 'average age', 'too young'],
    answer:
      'Perimenopause usually starts in the mid-40s, but it can begin in the late 30s. The average age of menopause is about 51. It lasts around four years on average, and can be much longer or shorter. Menopause before 45 is called early menopause, and before 40 is premature, and both are worth seeing a doctor about.',
    modules: ['what-is-perimenopause', 'early-menopause-and-poi'],
    sources: [S.mayoPerimenopause, S.niaMenopause],
  },
  {
    id: 'perimenopause-symptoms-list',
    area: 'diagnosis',
    examples: ['What are the symptoms of perimenopause?', 'Signs that I am in perimenopause', 'Is this perimenopause?'],
    keywords: ['symptoms', 'signs', 'list', 'am i', 'is this', 'early signs', 'first signs', 'perimenopausal', 'how can i tell'],
    answer:
      'Common signs include changes to your periods, hot flashes, night sweats, poor sleep, mood changes, anxiety, brain fog, joint aches, vaginal dryness and lower desire. Not everyone gets all of them, and they can come and go. Other conditions, like thyroid problems, can cause similar symptoms. A doctor can help if you are unsure what is going on.',
    modules: ['what-is-perimenopause', 'tracking-your-symptoms'],
    sources: [S.nhsMenopause, S.mayoPerimenopause],
  },
  {
    id: 'hormone-blood-tests',
    area: 'diagnosis',
    examples: ['Is there a blood test for perimenopause?', 'Should I get my hormone levels checked?', 'Can an FSH test tell me if I am in menopause?'],
    keywords: ['blood test', 'test', 'fsh', 'hormone levels', 'hormone test', 'estrogen levels', 'check hormones', 'lab'],
    answer:
      'If you are over 45 and have typical symptoms, a blood test is not needed to know you are in perimenopause. Hormone levels swing from day to day at this time, so one test can mislead. An FSH test can help for women under 45, to check for early menopause. Your doctor may test other things, like thyroid or iron, to rule out other causes.',
    modules: ['what-is-perimenopause', 'talking-to-your-clinician'],
    sources: [S.niceMenopause],
  },
  {
    id: 'home-tests-saliva',
    area: 'diagnosis',
    examples: ['Are home menopause tests any good?', 'Saliva hormone test', 'Should I buy a hormone testing kit?'],
    keywords: ['home test', 'kit', 'saliva', 'urine test', 'online test', 'hormone kit', 'buy'],
    answer:
      'Home menopause tests measure FSH in urine, and a positive result only shows levels are high that day. They cannot tell you whether you are in perimenopause or when menopause will happen. Saliva hormone tests are not reliable, and experts do not recommend them. Your symptoms and a talk with a doctor are a better guide.',
    modules: ['what-is-perimenopause', 'tracking-your-symptoms'],
    sources: [S.niceMenopause, S.hormoneTherapyStatement],
  },
  {
    id: 'preparing-for-appointment',
    area: 'diagnosis',
    examples: ['How do I prepare for a menopause appointment?', 'What should I tell my doctor?', 'My doctor does not take me seriously'],
    keywords: ['appointment', 'prepare', 'doctor', 'gp', 'clinician', 'seriously', 'dismissed', 'tell my doctor', 'visit'],
    answer:
      'Bring a short list of your symptoms, how often they happen and how they affect your life, plus your medicines and family history. Say at the start what you most want from the visit. If you feel dismissed, ask what the options are and whether you can see someone with menopause training. A symptom diary from a few weeks makes the talk much easier.',
    modules: ['talking-to-your-clinician', 'tracking-your-symptoms'],
    sources: [S.niceMenopause, S.menopauseSociety],
  },
  {
    id: 'finding-menopause-specialist',
    area: 'diagnosis',
    examples: ['How do I find a menopause specialist?', 'Where can I find a menopause doctor?', 'Menopause clinic near me'],
    keywords: ['specialist', 'menopause doctor', 'clinic', 'find', 'near me', 'expert', 'referral', 'certified'],
    answer:
      'In the US, The Menopause Society has a list of clinicians with its menopause training on its website. In the UK, the British Menopause Society lists specialist clinics, and your GP can refer you. Many family doctors and nurses can also manage menopause care well. It is fine to ask for a referral if your care is not working.',
    modules: ['talking-to-your-clinician'],
    sources: [S.menopauseSociety, S.bms],
  },
  {
    id: 'tracking-symptoms',
    area: 'diagnosis',
    examples: ['What should I track?', 'How do I keep a symptom diary?', 'Is it worth tracking my symptoms?'],
    keywords: ['track', 'tracking', 'diary', 'journal', 'log', 'record', 'app', 'symptom diary'],
    answer:
      'Tracking for a few weeks helps you spot patterns and gives your doctor clear facts. Note your periods, hot flashes, sleep, mood and anything that seems to trigger symptoms. Keep it simple so you stick with it: a few notes a day is enough. Renewed has a hot flash log and daily check-ins you can use.',
    modules: ['tracking-your-symptoms'],
    sources: [S.niceMenopause],
  },
  {
    id: 'cancer-screening',
    area: 'diagnosis',
    examples: ['Which cancer screenings do I need in my 50s?', 'How often should I get a mammogram?', 'Do I still need smear tests?'],
    keywords: ['screening', 'mammogram', 'smear', 'pap', 'cervical', 'colonoscopy', 'bowel', 'checkups', 'cancer screening'],
    answer:
      'Screening in midlife usually looks for breast cancer with mammograms, cervical cancer with smear or HPV tests, and bowel cancer. The ages and timing differ from country to country, so check the plan where you live. Screening finds problems early, when they are easier to treat. Between tests, tell a doctor about a new lump, bleeding after menopause or a change in bowel habits.',
    modules: ['cancer-screening-in-midlife'],
    sources: [S.niceMenopause],
  },
  {
    id: 'postmenopausal-bleeding-info',
    area: 'diagnosis',
    examples: ['Is bleeding after menopause normal?', 'Spotting a year after my last period', 'Postmenopausal bleeding'],
    keywords: ['postmenopausal bleeding', 'bleeding after menopause', 'spotting after menopause', 'post menopausal', 'after periods stopped'],
    answer:
      'Any bleeding or spotting after menopause should always be checked by a doctor, even if it is light or happens only once. Most often the cause is not serious, such as thin vaginal tissue, but it can be an early sign of womb cancer, which is very treatable when found early. Please book a prompt appointment. Auntie cannot tell you the cause.',
    modules: ['menstrual-changes-when-to-see-a-doctor', 'cancer-screening-in-midlife'],
    sources: [S.acogBleeding, S.niceMenopause],
  },
];
