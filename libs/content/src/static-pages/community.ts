/**
 * The community page: ten prompts to share or reflect on, and how to take part safely.
 * Rules: docs/product.md, "Community".
 */
export const COMMUNITY_PROMPTS: readonly string[] = [
  'What is one thing you wish someone had told you about perimenopause?',
  'What helps you most on a day with poor sleep?',
  'Which small boundary made the biggest difference for you this year?',
  'How do you explain hot flashes to the people around you?',
  'What kind of movement do you actually enjoy?',
  'Who is one woman whose way of aging inspires you, and why?',
  'What question would you like to ask your doctor but have not yet?',
  'What is something your body can do today that you are grateful for?',
  'What is one thing you have stopped doing to please others?',
  'What does this new chapter of life mean to you?',
];

export const COMMUNITY_GUIDELINES: readonly string[] = [
  'Be kind. Everyone’s experience of menopause is different, and all of them are valid.',
  'Share what helped you, not medical advice for others. For treatment, talk to a clinician.',
  'Protect your privacy: do not post your full name, address, or health details you would not want public.',
  'No selling: please do not promote products, clinics or cures.',
];
