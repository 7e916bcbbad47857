import { SOURCES as S } from './sources';
import type { ChatAnswerCard } from './types';

export const THINKING_CARDS: readonly ChatAnswerCard[] = [
  {
    id: 'brain-fog-what-is-it',
    area: 'thinking',
    examples: ['What is menopause brain fog?', 'My head feels foggy all the time', 'Is brain fog a real symptom?'],
    keywords: ['brain fog', 'foggy', 'fog', 'fuzzy', 'cloudy', 'muddled', 'cannot think', 'slow thinking', 'definition'],
    answer:
      'Brain fog is real: many women notice slower thinking, trouble finding words and more forgetting in perimenopause. Research suggests it is usually mild and tends to improve after menopause. Poor sleep, stress and low mood make it worse, so treating those often helps. It is not a sign of dementia in most women.',
    modules: ['brain-fog-and-memory'],
    sources: [S.niceMenopause, S.bms],
  },
  {
    id: 'memory-and-dementia-worry',
    area: 'thinking',
    examples: ['Am I getting dementia?', 'I keep forgetting things, should I worry about Alzheimer\'s?', 'Early dementia or menopause?'],
    keywords: ['dementia', 'alzheimers', 'alzheimer', 'worried memory', 'losing my mind', 'forgetting', 'early onset', 'scared'],
    answer:
      'Forgetting names or losing your train of thought is common in perimenopause. It is usually not dementia, which is rare at this age and looks different, like getting lost in places you know well. If your memory keeps getting worse, or others are worried, see a doctor for a check. Sleep, stress and mood affect memory a lot, so they are worth looking at first.',
    modules: ['brain-fog-and-memory'],
    sources: [S.niceMenopause],
  },
  {
    id: 'word-finding',
    area: 'thinking',
    examples: ['I lose words mid sentence', 'I cannot find the right word anymore', 'Forgetting names all the time'],
    keywords: ['words', 'word finding', 'mid sentence', 'names', 'tip of my tongue', 'lose my words', 'speech'],
    answer:
      'Losing a word mid-sentence is one of the most common thinking changes women report in perimenopause. It is frustrating but usually mild, and it often improves after menopause. Slowing down, pausing and describing the word you want can get you through the moment. Good sleep and lower stress help your brain find words more easily.',
    modules: ['brain-fog-and-memory'],
    sources: [S.bms],
  },
  {
    id: 'brain-fog-what-helps',
    area: 'thinking',
    examples: ['How can I clear brain fog?', 'Tips for better focus', 'What helps concentration in menopause?'],
    keywords: ['focus', 'concentration', 'concentrate', 'clear', 'tips', 'improve', 'sharper', 'attention', 'help memory'],
    answer:
      'Better sleep is often the biggest help for brain fog. Regular exercise, time with other people and learning new things also support thinking. Lists, reminders and doing one task at a time take the load off your memory. If hot flashes or night sweats are breaking your sleep, treating them may clear your head too.',
    modules: ['brain-fog-and-memory', 'sleep-in-perimenopause'],
    sources: [S.niceMenopause],
  },
  {
    id: 'hrt-and-brain',
    area: 'thinking',
    examples: ['Does HRT help brain fog?', 'Can hormone therapy prevent dementia?', 'Estrogen and the brain'],
    keywords: ['hrt brain', 'estrogen brain', 'protect brain', 'hormone memory', 'prevent', 'hrt memory'],
    answer:
      'Hormone therapy may ease brain fog for some women when it improves sleep and hot flashes. It is not recommended to prevent dementia, as studies have not shown that it does. Starting it around menopause does not appear to raise dementia risk. A doctor can help you weigh hormone therapy for the symptoms you have now. Its risks, such as blood clots or breast cancer, depend on the type and your health.',
    modules: ['brain-fog-and-memory', 'hormone-therapy-benefits-and-risks'],
    sources: [S.hormoneTherapyStatement, S.niceMenopause],
  },
  {
    id: 'adhd-in-midlife',
    area: 'thinking',
    examples: ['Could I have ADHD at 48?', 'My ADHD got worse in perimenopause', 'Focus problems like ADHD'],
    keywords: ['adhd', 'add', 'attention deficit', 'distracted', 'scattered', 'neurodivergent'],
    answer:
      'Some women with ADHD find their symptoms get harder to manage in perimenopause, and some are diagnosed for the first time in midlife. Menopause brain fog can look similar, so it is hard to tell apart on your own. A doctor can help sort out what is going on and refer you for an assessment if needed. Sleep and stress affect focus either way.',
    modules: ['brain-fog-and-memory', 'talking-to-your-clinician'],
    sources: [S.niceMenopause],
  },
];
