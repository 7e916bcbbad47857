import type { ChatAnswerCard } from './types';

/** Questions about Renewed itself: every statement here must stay true of the app. */
export const APP_CARDS: readonly ChatAnswerCard[] = [
  {
    id: 'app-privacy',
    area: 'app',
    examples: ['Is my data private?', 'Do you store what I type here?', 'Who can see my information?'],
    keywords: ['privacy', 'private', 'data', 'store', 'stored', 'saved', 'who can see', 'sell', 'tracking me', 'cookies', 'chat', 'chats', 'conversation', 'messages', 'typed'],
    answer:
      'This chat is not stored or logged; it is used only to write the reply. Things you choose to save, like hot flash logs and check-ins, are kept under a random id made in this browser, with no account. Renewed has no analytics and no third-party trackers. The privacy page shows what is stored, and lets you export or delete it.',
    modules: ['tracking-your-symptoms'],
    sources: [],
  },
  {
    id: 'app-delete-data',
    area: 'app',
    examples: ['How do I delete my data?', 'Can I download what I have saved?', 'Remove everything you have on me'],
    keywords: ['delete', 'remove', 'export', 'download', 'erase', 'wipe', 'my data'],
    answer:
      'Open the privacy page from the footer link. It shows what is stored for this browser, lets you export it as a file, and lets you delete it all. Deleting asks you twice, then removes every record and the browser\'s id.',
    modules: ['tracking-your-symptoms'],
    sources: [],
  },
  {
    id: 'app-log-hot-flash',
    area: 'app',
    examples: ['How do I log a hot flash?', 'How does the tracker work?', 'Where do I see my hot flash history?'],
    keywords: ['log', 'tracker', 'tracking page', 'history', 'record', 'chart', 'check-in', 'dashboard', 'how to use', 'app', 'record a hot flash', 'in the app'],
    answer:
      'On the dashboard, choose the card to log a hot flash, pick how strong it was and how long it lasted, and add triggers or notes if you like. The Tracking page then shows your last 30 or 90 days as a chart, with counts and average strength. Sleep and energy check-ins are on the dashboard too. Everything is saved for this browser only.',
    modules: ['tracking-your-symptoms'],
    sources: [],
  },
  {
    id: 'app-what-is-auntie',
    area: 'app',
    examples: ['Who are you?', 'Are you a real doctor?', 'Can you diagnose me?'],
    keywords: ['who are you', 'real doctor', 'diagnose', 'human', 'robot', 'ai', 'bot', 'medical advice', 'auntie', 'definition', 'chatbot'],
    answer:
      'I am Auntie, a chat helper that answers from the Renewed library of guides. I am not a doctor or nurse. I cannot diagnose or treat anything, and this is not medical advice. I can share general facts and point you to guides. For your own health, please talk to a clinician, and call your local emergency number in an emergency.',
    modules: ['talking-to-your-clinician'],
    sources: [],
  },
  {
    id: 'app-cost-donations',
    area: 'app',
    examples: ['Is this app really free?', 'How do you make money?', 'Do I have to pay for anything?'],
    keywords: ['free', 'cost', 'pay', 'money', 'donate', 'donation', 'subscription', 'paywall', 'price'],
    answer:
      'Renewed is free to use, with no accounts and no paywall. It is supported by optional donations, which you can make from the Donate page. Card donations go through Stripe. The one paid service is an optional coaching consultation.',
    modules: ['self-care-that-actually-helps'],
    sources: [],
  },
  {
    id: 'app-features-tour',
    area: 'app',
    examples: ['What can I do on this site?', 'What is in the app?', 'Where do I start?'],
    keywords: ['site', 'app', 'features', 'start', 'where', 'tour', 'what can i do', 'practice', 'bingo', 'assessment', 'website', 'this site', 'web site'],
    answer:
      'You can read the education library, log hot flashes and track them over time, try guided practice sessions, and play self-care bingo. There is also a health questionnaire and a Smart Stacks page on supplements. The library is a good place to start, and you can ask me a question any time.',
    modules: ['what-is-perimenopause', 'tracking-your-symptoms'],
    sources: [],
  },
];
