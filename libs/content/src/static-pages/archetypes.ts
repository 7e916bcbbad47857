/**
 * Gen X archetypes, "The Sophisticated Coven": five playful portraits of midlife women, for
 * self-recognition only (not a diagnosis or a personality test). Key modules are real module ids
 * of our education library. Rules: docs/product.md, "Archetypes".
 */
export type ArchetypeId =
  'corporate-warrior' | 'creative-visionary' | 'sandwich-matriarch' | 'reinvention-queen' | 'wellness-skeptic';

export type Archetype = {
  id: ArchetypeId;
  name: string;
  persona: string;
  tagline: string;
  description: string;
  painPoints: readonly string[];
  solutions: readonly string[];
  /**
   * Key modules of the education library by id, with their titles (kept here so the shell does not
   * bundle the whole library; a unit test checks each title against the module).
   */
  modules: readonly { id: string; title: string }[];
};

export const ARCHETYPES: readonly Archetype[] = [
  {
    id: 'corporate-warrior',
    name: 'The Corporate Warrior',
    persona: 'Leads teams, runs meetings, carries the targets',
    tagline: 'Powerful at work, running on empty at night.',
    description:
      'You have built a career and you are good at it. Now hot flashes in meetings, broken sleep and word-finding slips make the workday harder, and you are not sure who to tell.',
    painPoints: [
      'Hot flashes or brain fog in meetings',
      'Poor sleep before big days',
      'Not knowing your rights or what to ask for at work',
    ],
    solutions: [
      'Simple changes you can ask for at work, and how to ask',
      'What the evidence says about treating hot flashes',
      'A plan for better sleep that does not depend on willpower',
    ],
    modules: [
      { id: 'menopause-at-work', title: 'Menopause at Work' },
      { id: 'hot-flashes-night-sweats', title: 'Hot Flashes and Night Sweats' },
      { id: 'sleep-in-perimenopause', title: 'Sleep in Perimenopause and Beyond' },
    ],
  },
  {
    id: 'creative-visionary',
    name: 'The Creative Visionary',
    persona: 'Artist, maker, writer or dreamer',
    tagline: 'Full of ideas, short on focus.',
    description:
      'Your work comes from a clear and playful mind. When focus slips and moods swing, it can feel like losing your spark. You want to understand what is happening and protect your creative time.',
    painPoints: ['Losing focus or words mid-task', 'Mood swings that drain energy', 'Feeling less like yourself'],
    solutions: [
      'What research shows about brain fog, and what helps',
      'Knowing when low mood needs more support',
      'Short mindfulness and self-compassion practices',
    ],
    modules: [
      { id: 'brain-fog-and-memory', title: 'Brain Fog and Memory in Perimenopause' },
      { id: 'mood-anxiety-and-depression', title: 'Mood, Anxiety and Depression in Midlife' },
      { id: 'mindfulness-and-self-compassion', title: 'Mindfulness and Self-Compassion' },
    ],
  },
  {
    id: 'sandwich-matriarch',
    name: 'The Sandwich Matriarch',
    persona: 'Caring for children and aging parents at once',
    tagline: 'Everyone’s safe place, with no time left for herself.',
    description:
      'You are raising kids or teens while helping parents who need more care. Your own symptoms come last. You need ways to say no without guilt and to ask for help at home.',
    painPoints: [
      'No time for your own health',
      'Guilt when you say no',
      'Family who do not understand what you are going through',
    ],
    solutions: [
      'Scripts for boundaries that are kind and clear',
      'Ways to explain menopause to your family',
      'Small self-care that fits a full day',
    ],
    modules: [
      { id: 'boundaries-without-guilt', title: 'Boundaries Without Guilt' },
      { id: 'talking-with-family-about-menopause', title: 'Talking With Family About Menopause' },
      { id: 'self-care-that-actually-helps', title: 'Self-Care That Actually Helps' },
    ],
  },
  {
    id: 'reinvention-queen',
    name: 'The Reinvention Queen',
    persona: 'Starting a new chapter: new work, new home or new love',
    tagline: 'Ready for what is next, on her own terms.',
    description:
      'Midlife feels like a door opening. You want to build strength for the years ahead, find purpose and meet people who are changing too.',
    painPoints: [
      'Not sure where to start',
      'Worry about losing strength as you age',
      'Few friends going through the same change',
    ],
    solutions: [
      'Gentle ways to explore purpose and your next chapter',
      'How to start strength training safely',
      'Finding your people, online and in person',
    ],
    modules: [
      { id: 'purpose-and-reinvention-in-midlife', title: 'Purpose and Reinvention in Midlife' },
      { id: 'strength-training-basics', title: 'Strength Training Basics' },
      { id: 'finding-your-people', title: 'Finding Your People' },
    ],
  },
  {
    id: 'wellness-skeptic',
    name: 'The Wellness Skeptic',
    persona: 'Reads the study before buying the supplement',
    tagline: 'Show me the evidence.',
    description:
      'You are tired of miracle claims. You want to know what works, what does not, and what the research really says, so you can talk to your clinician as an equal.',
    painPoints: [
      'Too many products and too little proof',
      'Mixed messages about hormone therapy',
      'Appointments that feel rushed',
    ],
    solutions: [
      'Honest summaries of supplement research',
      'A balanced look at hormone therapy benefits and risks',
      'How to prepare for an appointment and what to ask',
    ],
    modules: [
      { id: 'supplements-what-the-evidence-says', title: 'Supplements: What the Evidence Says' },
      { id: 'hormone-therapy-benefits-and-risks', title: 'Hormone Therapy: Benefits and Risks' },
      { id: 'talking-to-your-clinician', title: 'Talking to Your Clinician About Menopause' },
    ],
  },
];
