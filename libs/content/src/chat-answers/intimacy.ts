import { SOURCES as S } from './sources';
import type { ChatAnswerCard } from './types';

export const INTIMACY_CARDS: readonly ChatAnswerCard[] = [
  {
    id: 'vaginal-dryness',
    area: 'intimacy',
    examples: ['I am so dry down there', 'Vaginal dryness in menopause', 'Itching and soreness in my vagina'],
    keywords: ['vaginal dryness', 'dry', 'down there', 'vagina', 'vaginal', 'itching', 'soreness', 'burning', 'gsm', 'atrophy'],
    answer:
      'Vaginal dryness, itching and soreness are very common after menopause. The tissues need estrogen to stay moist and stretchy. Unlike hot flashes, these changes often do not go away on their own. Vaginal moisturizers, and lubricant for sex, help many women. Low-dose vaginal estrogen works well and is safe for most women, so ask a doctor or nurse.',
    modules: ['genitourinary-syndrome-and-sexual-health'],
    sources: [S.mayoVaginalAtrophy, S.nhsVaginalDryness],
  },
  {
    id: 'painful-sex',
    area: 'intimacy',
    examples: ['Sex hurts now', 'Pain during intercourse after menopause', 'It burns when we have sex'],
    keywords: ['painful sex', 'sex hurts', 'intercourse', 'pain during sex', 'penetration', 'tearing', 'dyspareunia', 'uncomfortable', 'discomfort'],
    answer:
      'Pain during sex is common after menopause. Most often it is because the vaginal tissues become dry and thin. A good lubricant, a regular vaginal moisturizer and more time to get aroused can help. Vaginal estrogen works very well for this, and there are other options too. Please see a doctor, and soon if you bleed after sex, as that needs a check.',
    modules: ['genitourinary-syndrome-and-sexual-health', 'pelvic-floor-health'],
    sources: [S.mayoVaginalAtrophy, S.niceMenopause],
  },
  {
    id: 'vaginal-estrogen-safety',
    area: 'intimacy',
    examples: ['Is vaginal estrogen safe?', 'Can I use estrogen cream long term?', 'Does vaginal estrogen have the same risks as HRT?'],
    keywords: ['vaginal estrogen', 'estrogen cream', 'pessary', 'vaginal tablet', 'ring', 'local estrogen', 'long term', 'safe'],
    answer:
      'Vaginal estrogen comes as a cream, gel, small tablet or ring, and very little of it reaches the rest of the body. It does not carry the risks of hormone therapy taken by mouth or through the skin, and it can be used for as long as you need it. Most women can use it, including many who cannot take other hormone therapy. If you have had breast cancer, talk to your cancer team first.',
    modules: ['genitourinary-syndrome-and-sexual-health', 'menopause-after-breast-cancer'],
    sources: [S.niceMenopause, S.acogBreastCancerGsm],
  },
  {
    id: 'lubricants-moisturizers',
    area: 'intimacy',
    examples: ['Which lube is best?', 'What is the difference between a lubricant and a moisturizer?', 'Best products for dryness'],
    keywords: ['lube', 'lubricant', 'moisturizer', 'water based', 'silicone', 'products', 'best'],
    answer:
      'A vaginal moisturizer is used a few times a week to keep tissues moist day to day, while a lubricant is used during sex. Water-based and silicone-based lubricants both work; silicone ones last longer. Choose products without perfume, and avoid those that sting. If they are not enough, vaginal estrogen is the next step to ask about.',
    modules: ['genitourinary-syndrome-and-sexual-health'],
    sources: [S.nhsVaginalDryness, S.mayoVaginalAtrophy],
  },
  {
    id: 'low-libido',
    area: 'intimacy',
    examples: ['I have no sex drive anymore', 'Low libido in menopause', 'I just do not want sex'],
    keywords: ['libido', 'sex drive', 'desire', 'no interest', 'not in the mood', 'want sex', 'arousal'],
    answer:
      'Lower desire is common in midlife, and it often has more than one cause. Tiredness, stress, mood, strain with a partner, painful sex and hormone changes can all play a part. Treating things like dryness and poor sleep often helps. Talking openly with a partner, and with a doctor, is a good start. For some women after menopause, testosterone may be an option.',
    modules: ['genitourinary-syndrome-and-sexual-health', 'testosterone-for-low-desire', 'relationships-and-communication'],
    sources: [S.nhsLowLibido, S.testosteroneConsensus],
  },
  {
    id: 'testosterone',
    area: 'intimacy',
    examples: ['Should I take testosterone?', 'Does testosterone help women in menopause?', 'Testosterone for energy and brain fog'],
    keywords: ['testosterone', 'androgen', 'cream', 'gel', 'low t'],
    answer:
      'Testosterone has one proven use for women: low sexual desire that causes distress after menopause. There is not enough proof that it helps energy, mood or memory. It should be prescribed and checked with blood tests, because too much can cause acne and hair growth. In the US, no testosterone product is approved for women, so doctors use a small amount of a product made for men.',
    modules: ['testosterone-for-low-desire'],
    sources: [S.testosteroneConsensus, S.niceMenopause],
  },
  {
    id: 'talking-to-partner-about-sex',
    area: 'intimacy',
    examples: ['How do I tell my husband I do not want sex?', 'My partner feels rejected', 'Intimacy has stopped in our marriage'],
    keywords: ['partner', 'husband', 'rejected', 'intimacy', 'marriage', 'closeness', 'touch', 'sex life'],
    answer:
      'It helps to talk at a calm time, not in the bedroom, and to explain what is changing for you so your partner does not take it personally. Closeness does not have to mean sex; touch, time together and kindness count too. If pain or dryness is part of it, treatment can help a lot. A couples or sex therapist is another good option.',
    modules: ['relationships-and-communication', 'genitourinary-syndrome-and-sexual-health'],
    sources: [S.nhsLowLibido],
  },
  {
    id: 'vaginal-discharge-odor',
    area: 'intimacy',
    examples: ['My discharge has changed', 'Vaginal smell after menopause', 'Itchy with discharge, is it thrush?'],
    keywords: ['discharge', 'smell', 'odor', 'thrush', 'yeast', 'bv', 'infection'],
    answer:
      'Changes in discharge or smell can come from thinner vaginal tissues, but also from infections such as bacterial vaginosis or thrush. It is best to see a doctor or nurse to find the cause rather than guess. Avoid douching and perfumed washes, which can make things worse. Bleeding, or discharge with blood, after menopause always needs checking.',
    modules: ['genitourinary-syndrome-and-sexual-health'],
    sources: [S.mayoVaginalAtrophy],
  },
];
