import { SOURCES as S } from './sources';
import type { ChatAnswerCard } from './types';

export const MOOD_CARDS: readonly ChatAnswerCard[] = [
  {
    id: 'mood-swings',
    area: 'mood',
    examples: ['My moods are all over the place', 'Is menopause making me moody?', 'I cry at everything lately'],
    keywords: ['mood swings', 'moody', 'emotional', 'crying', 'tearful', 'up and down', 'hormonal', 'weepy'],
    answer:
      'Mood swings are common in perimenopause, when hormone levels rise and fall unevenly. Poor sleep, stress and the many demands of midlife make them harder. Regular sleep, movement and time with people you trust can help steady things. If low moods last or get in the way of life, talk to a doctor, as there is good help available.',
    modules: ['mood-anxiety-and-depression', 'stress-and-the-midlife-nervous-system'],
    sources: [S.niceMenopause, S.nhsMenopause],
  },
  {
    id: 'anxiety',
    area: 'mood',
    examples: ['I have never been anxious before and now I am', 'Can perimenopause cause anxiety?', 'Feeling panicky all the time'],
    keywords: ['anxiety', 'anxious', 'panic', 'panicky', 'worry', 'nervous', 'on edge', 'dread', 'fear'],
    answer:
      'Yes, many women feel anxious for the first time, or more anxious than before, in perimenopause. Changing hormones, poor sleep and life stress can all add to it. CBT helps with anxiety and is recommended for low mood and anxiety linked to menopause. A doctor can also talk through whether hormone therapy or other treatment might help you.',
    modules: ['mood-anxiety-and-depression', 'stress-and-the-midlife-nervous-system'],
    sources: [S.niceMenopause],
  },
  {
    id: 'panic-attacks',
    area: 'mood',
    examples: ['I had a panic attack for the first time', 'What does a panic attack feel like?', 'Sudden panic with racing heart'],
    keywords: ['panic attack', 'attack', 'sudden panic', 'cannot breathe calm', 'racing', 'terror'],
    answer:
      'A panic attack is a sudden rush of fear with a racing heart, fast breathing, shaking or sweating. It feels frightening but passes, usually within minutes. Slow breathing with a longer out-breath can help it settle. If you have chest pain or are not sure it is panic, call 911 or your local emergency number, and see your doctor about repeated attacks, since CBT works well for them.',
    modules: ['mood-anxiety-and-depression', 'breathing-and-relaxation-for-symptoms'],
    sources: [S.niceMenopause],
  },
  {
    id: 'low-mood-depression',
    area: 'mood',
    examples: ['I feel low and flat all the time', 'Is this depression or menopause?', 'Nothing makes me happy anymore'],
    keywords: ['depression', 'depressed', 'low mood', 'sad', 'flat', 'hopeless', 'empty', 'down', 'joy', 'lost interest', 'used to love', 'enjoy nothing'],
    answer:
      'Depression is more likely in the years around menopause, most of all if you have had it before. If you have felt low or empty, or lost interest in things, for more than two weeks, please talk to a doctor. Talking therapy and antidepressants help many people, and some women are offered hormone therapy. If you ever think of ending your life, call or text 988 in the US, or call Samaritans on 116 123 in the UK.',
    modules: ['mood-anxiety-and-depression'],
    sources: [S.niceMenopause, S.lifeline988],
  },
  {
    id: 'irritability-rage',
    area: 'mood',
    examples: ['I snap at everyone', 'Menopause rage is real', 'Why am I so angry all the time?'],
    keywords: ['angry', 'anger', 'rage', 'irritable', 'irritability', 'snap', 'short fuse', 'temper', 'furious', 'annoyed', 'family', 'snapping at family'],
    answer:
      'Feeling irritable or sudden anger is a common part of perimenopause, and it is not a flaw in your character. Poor sleep and stress make it worse, so those are good places to start. Naming it to the people around you can ease tension at home. If it is hurting your relationships or your mood overall, a doctor can talk through treatment.',
    modules: ['mood-anxiety-and-depression', 'relationships-and-communication'],
    sources: [S.nhsMenopause],
  },
  {
    id: 'stress-overwhelm',
    area: 'mood',
    examples: ['I feel so overwhelmed', 'Too much stress in my life', 'How do I calm my nervous system?'],
    keywords: ['stress', 'stressed', 'overwhelmed', 'burnout', 'wired', 'frazzled', 'nervous system', 'coping'],
    answer:
      'Midlife often brings stress from many sides at once: work, children, aging parents and your own health. Stress can make hot flashes, sleep and mood worse, so easing it helps more than you might expect. Short daily habits work best, such as a walk outside, slow breathing or a few minutes of quiet. Saying no to some requests is part of looking after yourself, too.',
    modules: ['stress-and-the-midlife-nervous-system', 'boundaries-without-guilt', 'breathing-and-relaxation-for-symptoms'],
    sources: [S.niceMenopause],
  },
  {
    id: 'cbt-for-menopause',
    area: 'mood',
    examples: ['Does CBT help with menopause?', 'What is CBT?', 'Can talking therapy help my symptoms?'],
    keywords: ['cbt', 'cognitive behavioral therapy', 'talking therapy', 'therapy', 'counseling', 'psychology', 'definition'],
    answer:
      'CBT is a short, practical talking therapy that helps you change unhelpful thoughts and habits. For menopause, it can reduce how much hot flashes bother you and help with sleep and low mood. It is recommended by The Menopause Society and by NICE in the UK. You can do it one-to-one, in a group, online or with a self-help book.',
    modules: ['non-hormonal-treatments', 'mood-anxiety-and-depression', 'sleep-in-perimenopause'],
    sources: [S.niceMenopause, S.nonhormoneStatement],
  },
  {
    id: 'antidepressants-and-menopause',
    area: 'mood',
    examples: ['Should I take antidepressants for menopause?', 'My doctor offered me antidepressants', 'Are SSRIs the right treatment?'],
    keywords: ['antidepressants', 'ssri', 'snri', 'offered', 'prozac', 'instead of hrt'],
    answer:
      'Antidepressants are the right treatment for depression at any age. But if your low mood comes mainly from menopause, ask whether hormone therapy or CBT could help first. Some antidepressants, such as SSRIs, also ease hot flashes for women who cannot take hormones, though they can have side effects. It is fair to ask your doctor why they suggest one choice over another.',
    modules: ['mood-anxiety-and-depression', 'non-hormonal-treatments', 'talking-to-your-clinician'],
    sources: [S.niceMenopause, S.nonhormoneStatement],
  },
  {
    id: 'self-care-ideas',
    area: 'mood',
    examples: ['How do I look after myself better?', 'Self care ideas that are not bubble baths', 'I never have time for me'],
    keywords: ['self care', 'self-care', 'look after myself', 'me time', 'rest', 'kindness', 'self compassion', 'treat myself'],
    answer:
      'Self-care that helps is usually plain: enough sleep, regular meals, moving your body and time with people who lift you. Small daily habits count for more than rare big treats. Being as kind to yourself as you would be to a friend also helps on hard days. Our self-care bingo boards and practice sessions offer simple ideas to start with.',
    modules: ['self-care-that-actually-helps', 'mindfulness-and-self-compassion'],
    sources: [S.whoActivity, S.socialConnection],
  },
];
