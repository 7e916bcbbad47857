import { SOURCES as S } from './sources';
import type { ChatAnswerCard } from './types';

export const SLEEP_CARDS: readonly ChatAnswerCard[] = [
  {
    id: 'sleep-why-worse',
    area: 'sleep',
    examples: ['Why can I not sleep since perimenopause?', 'Does menopause cause insomnia?', 'My sleep has gone to pieces'],
    keywords: ['insomnia', 'sleep', 'cannot sleep', 'sleepless', 'awake', 'why', 'poor sleep', 'bad sleep'],
    answer:
      'Sleep problems are very common in perimenopause. Night sweats, changing hormones, a busier mind, needing to pee at night and other health issues can all play a part. Lots of women find they fall asleep fine but wake in the early hours. The good news is that sleep problems usually respond to treatment, so they are worth working on.',
    modules: ['sleep-in-perimenopause'],
    sources: [S.nhsInsomnia, S.niceMenopause],
  },
  {
    id: 'sleep-waking-3am',
    area: 'sleep',
    examples: ['I wake up at 3am every night', 'Why do I keep waking in the early hours?', 'I cannot get back to sleep after waking'],
    keywords: ['3am', '4am', 'wake up', 'waking', 'early hours', 'middle of the night', 'back to sleep', 'stay asleep'],
    answer:
      'Waking in the small hours is one of the most common sleep complaints in midlife. If you are awake for more than about twenty minutes, get up and do something calm in dim light, then go back to bed when sleepy. Try not to check the clock, as that tends to wind the mind up. If night sweats are waking you, treating them often fixes the sleep too.',
    modules: ['sleep-in-perimenopause', 'hot-flashes-night-sweats'],
    sources: [S.nhsInsomnia],
  },
  {
    id: 'sleep-cbt-i',
    area: 'sleep',
    examples: ['What is CBT for insomnia?', 'Is there therapy for sleep problems?', 'CBT-I, does it work?'],
    keywords: ['cbt-i', 'cbt', 'therapy', 'insomnia therapy', 'sleep therapy', 'sleep course', 'cognitive behavioral', 'definition'],
    answer:
      'CBT for insomnia, often called CBT-I, is the first treatment experts recommend for long-term sleep problems. It is a short course that changes the habits and worries that keep you awake, such as time spent lying in bed awake. It works as well as sleeping pills in the short term and lasts longer. You can do it with a therapist, in a group, or through an approved app or book.',
    modules: ['sleep-in-perimenopause'],
    sources: [S.nhsInsomnia, S.niceMenopause],
  },
  {
    id: 'sleep-habits',
    area: 'sleep',
    examples: ['Tips for better sleep', 'What is good sleep hygiene?', 'How can I sleep better naturally?'],
    keywords: ['tips', 'sleep hygiene', 'routine', 'bedtime', 'naturally', 'better sleep', 'habits', 'screens', 'bedroom', 'sleep better', 'without pills', 'natural'],
    answer:
      'Keep the same wake-up time every day, even after a bad night, as this steadies your body clock. Keep the bedroom cool, dark and quiet, and get daylight in the morning. Cut caffeine after lunch, and keep alcohol low, since it breaks up sleep later in the night. A wind-down time without bright screens helps many people too.',
    modules: ['sleep-in-perimenopause', 'caffeine-alcohol-and-your-symptoms'],
    sources: [S.nhsInsomnia],
  },
  {
    id: 'sleep-pills-and-melatonin',
    area: 'sleep',
    examples: ['Should I take melatonin?', 'Are sleeping pills ok?', 'What can I take to help me sleep?'],
    keywords: ['melatonin', 'sleeping pills', 'sleeping tablets', 'take', 'pill', 'medicine for sleep', 'magnesium', 'valerian'],
    answer:
      'Sleeping pills can help for a few nights but are not a good long-term fix, and some cause next-day drowsiness. Melatonin has only weak evidence for the kind of sleep trouble menopause brings. CBT for insomnia works better and lasts longer. If you are thinking of taking anything, check with a pharmacist or doctor first, especially if you take other medicines.',
    modules: ['sleep-in-perimenopause', 'supplements-what-the-evidence-says'],
    sources: [S.nhsInsomnia],
  },
  {
    id: 'sleep-apnea',
    area: 'sleep',
    examples: ['My partner says I snore and stop breathing', 'Could I have sleep apnea?', 'Always tired even after sleeping all night'],
    keywords: ['snore', 'snoring', 'apnea', 'stop breathing', 'gasping', 'tired all day', 'daytime sleepiness', 'choking'],
    answer:
      'Sleep apnea becomes more common in women after menopause, and it often looks different than in men: tiredness, morning headaches and poor sleep rather than loud snoring. Signs include snoring, gasping or pauses in breathing that someone else notices. It matters because it raises the risk of heart problems, and it can be treated. Ask your doctor about a sleep test if this sounds like you.',
    modules: ['sleep-apnea-and-restless-legs', 'sleep-in-perimenopause'],
    sources: [S.nhsSleepApnea, S.niceSleepApnea],
  },
  {
    id: 'restless-legs',
    area: 'sleep',
    examples: ['My legs will not keep still at night', 'What is restless legs?', 'Creepy crawly feeling in legs at bedtime'],
    keywords: ['restless legs', 'legs', 'twitch', 'urge to move', 'crawling', 'jerking', 'rls', 'definition'],
    answer:
      'Restless legs syndrome is an urge to move the legs, often with an odd crawling feeling, that comes on in the evening or at rest. It is more common in women and in midlife. Low iron can make it worse, so a blood test is a sensible first step. A doctor can talk through what helps, from habits to medicine.',
    modules: ['sleep-apnea-and-restless-legs'],
    sources: [S.nhsRestlessLegs, S.restlessLegsGuideline],
  },
  {
    id: 'fatigue-tiredness',
    area: 'sleep',
    examples: ['I am exhausted all the time', 'Why am I so tired in perimenopause?', 'No energy at all lately'],
    keywords: ['tired', 'exhausted', 'fatigue', 'no energy', 'drained', 'worn out', 'wiped out', 'energy', 'so tired', 'tired all the time', 'sleepy'],
    answer:
      'Tiredness is very common in perimenopause, often because sleep is broken by night sweats or waking early. Stress, heavy periods and low mood can add to it. Because low iron, thyroid problems and other conditions can also cause tiredness, it is worth seeing a doctor if it lasts, so they can do simple blood tests. Treating poor sleep often brings back a good deal of energy.',
    modules: ['sleep-in-perimenopause', 'thyroid-problems-in-midlife', 'menstrual-changes-when-to-see-a-doctor'],
    sources: [S.nhsMenopause, S.nhsThyroid],
  },
];
