export type QuoteCategory = 'wisdom' | 'strength' | 'self-care' | 'community' | 'renewal';
export type DailyQuote = { text: string; category: QuoteCategory };

/**
 * Daily affirmations: original lines written for Renewed, so none is attributed to a real
 * person. Short, warm and plain. Spread across the five categories.
 */
export const DAILY_QUOTES: readonly DailyQuote[] = [
  // wisdom (7)
  { text: 'Every year you have lived has taught you something. Today, trust what you know.', category: 'wisdom' },
  { text: 'Your body is not betraying you. It is changing, and you are allowed to learn its new language.', category: 'wisdom' },
  { text: 'You do not need to have it all figured out. Curiosity is a wise place to begin.', category: 'wisdom' },
  { text: 'Slowing down is not falling behind. It is how you notice what truly matters.', category: 'wisdom' },
  { text: 'The questions you ask now are braver than the answers you once accepted.', category: 'wisdom' },
  { text: 'Listen to the quiet voice inside you. It has been right more often than you think.', category: 'wisdom' },
  { text: 'You have weathered seasons before. This one, too, has something to teach you.', category: 'wisdom' },

  // strength (7)
  { text: 'You have handled hard days before, and you are still here. That is strength.', category: 'strength' },
  { text: 'Strong does not mean never tired. It means you keep showing up for yourself.', category: 'strength' },
  { text: 'Your voice matters. Asking for what you need is a sign of strength, not weakness.', category: 'strength' },
  { text: 'Each small step you take today builds a stronger you for tomorrow.', category: 'strength' },
  { text: 'You can be gentle and powerful at the same time.', category: 'strength' },
  { text: 'A hard night does not define your day. Begin again, as many times as you need.', category: 'strength' },
  { text: 'Your bones, your muscles, your spirit: all of them grow stronger when you use them.', category: 'strength' },

  // self-care (6)
  { text: 'Rest is not a reward you have to earn. It is something you deserve today.', category: 'self-care' },
  { text: 'Treat yourself with the same kindness you offer to everyone else.', category: 'self-care' },
  { text: 'A glass of water, a deep breath, a short walk. Small care adds up.', category: 'self-care' },
  { text: 'It is okay to say no. Every no to something draining is a yes to you.', category: 'self-care' },
  { text: 'Be patient with your body today. It is doing a lot of work you cannot see.', category: 'self-care' },
  { text: 'Caring for yourself is not selfish. It is how you keep your light burning.', category: 'self-care' },

  // community (6)
  { text: 'You are not the only one. Somewhere, another woman is feeling exactly what you feel today.', category: 'community' },
  { text: 'Sharing your story makes the path lighter for the women who walk it after you.', category: 'community' },
  { text: 'Reach out today. A simple message can warm two hearts at once.', category: 'community' },
  { text: 'We rise by lifting each other, and by letting others lift us too.', category: 'community' },
  { text: 'Laughter shared with a friend can turn a heavy day into a lighter one.', category: 'community' },
  { text: 'Asking for support is an act of trust. Let the people who love you show up.', category: 'community' },

  // renewal (6)
  { text: 'This is not an ending. It is the beginning of a chapter written in your own words.', category: 'renewal' },
  { text: 'You are allowed to outgrow old roles and become someone new.', category: 'renewal' },
  { text: 'Every morning is a fresh page. What would you like to write on it today?', category: 'renewal' },
  { text: 'Midlife is not a decline. It can be a doorway to the life you truly want.', category: 'renewal' },
  { text: 'Let go of what no longer fits, and make room for what brings you joy.', category: 'renewal' },
  { text: 'Good years are not only behind you. Many are still ahead, waiting to be lived.', category: 'renewal' },
];
