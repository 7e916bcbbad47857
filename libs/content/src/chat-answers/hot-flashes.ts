import { SOURCES as S } from './sources';
import type { ChatAnswerCard } from './types';

export const HOT_FLASH_CARDS: readonly ChatAnswerCard[] = [
  {
    id: 'hot-flashes-what-are-they',
    area: 'hot-flashes',
    examples: ['What is a hot flash?', 'Why do I suddenly get so hot?', 'What causes hot flushes?'],
    keywords: ['heat', 'burning up', 'why', 'vasomotor', 'warm', 'red face', 'body', 'what happens', 'explain', 'dangerous', 'sudden', 'definition'],
    answer:
      'A hot flash is a sudden wave of heat, often in the face, neck and chest, sometimes with sweating and a fast heartbeat. Falling and changing estrogen makes the brain\'s heat control more sensitive, so small changes in body heat set it off. About three in four women get them around menopause. They are common and not dangerous, though they can be very tiring.',
    modules: ['hot-flashes-night-sweats'],
    sources: [S.mayoHotFlashes, S.niaHotFlashes],
  },
  {
    id: 'hot-flashes-how-long',
    area: 'hot-flashes',
    examples: ['How long do hot flashes last?', 'When will the hot flushes stop?', 'Will this go on for years?'],
    keywords: ['how long', 'last', 'stop', 'end', 'years', 'forever', 'duration', 'go away', 'ever'],
    answer:
      'For many women, hot flashes go on for about seven years in total, and some have them for ten years or more. Women who start getting them early in perimenopause often have them longest. They usually ease over time. You do not have to wait them out, because treatment can help at any stage.',
    modules: ['hot-flashes-night-sweats'],
    sources: [S.niaHotFlashes, S.niceMenopause],
  },
  {
    id: 'hot-flashes-triggers',
    area: 'hot-flashes',
    examples: ['What triggers hot flashes?', 'Does spicy food cause hot flushes?', 'Why are my flashes worse some days?'],
    keywords: ['trigger', 'spicy', 'food', 'wine', 'coffee', 'stress', 'warm room', 'worse', 'set off', 'sets off', 'red wine', 'make worse', 'hot flash'],
    answer:
      'Common triggers are alcohol, caffeine, spicy food, hot drinks, warm rooms, tight clothes and stress. Triggers differ from person to person, so a short diary can show what sets yours off. Smoking and carrying extra weight are also linked to more hot flashes. Cutting back on your own triggers often helps a little, even if it does not stop them.',
    modules: ['hot-flashes-night-sweats', 'caffeine-alcohol-and-your-symptoms', 'tracking-your-symptoms'],
    sources: [S.mayoHotFlashes, S.niaHotFlashes],
  },
  {
    id: 'hot-flashes-quick-relief',
    area: 'hot-flashes',
    examples: ['What can I do right now during a hot flash?', 'How do I cool down fast?', 'Quick tips for a hot flush'],
    keywords: ['cool down', 'right now', 'quick', 'relief', 'fan', 'tips', 'during', 'in the moment', 'calm', 'moment', 'when it starts', 'hot flash', 'remedy'],
    answer:
      'When one starts, slow breathing can help: breathe in for a count of about five and out for about five. Dress in layers you can take off, keep a small fan or cold water nearby, and keep rooms cool. A cool cloth on your neck or wrists can ease the peak. These steps take the edge off, and treatment is worth asking about if flashes still disrupt your life.',
    modules: ['hot-flashes-night-sweats', 'breathing-and-relaxation-for-symptoms'],
    sources: [S.niaHotFlashes, S.nonhormoneStatement],
  },
  {
    id: 'night-sweats',
    area: 'hot-flashes',
    examples: ['I wake up soaked in sweat', 'How do I stop night sweats?', 'Sweating at night in bed'],
    keywords: ['night sweats', 'night', 'at night', 'bed', 'soaked', 'drenched', 'sheets', 'wake up sweating', 'nighttime', 'pajamas', 'hot flashes at night', 'night flushes'],
    answer:
      'Night sweats are hot flashes that happen while you sleep, and they can soak your sheets and wake you. A cool bedroom, light layers of bedding and breathable sleepwear make them easier to handle. Avoiding alcohol, big meals and hot drinks late in the evening may help too. If they break your sleep often, hormone therapy and some non-hormonal medicines reduce them, so it is worth raising with a clinician.',
    modules: ['hot-flashes-night-sweats', 'sleep-in-perimenopause'],
    sources: [S.niaHotFlashes, S.niceMenopause],
  },
  {
    id: 'night-sweats-other-causes',
    area: 'hot-flashes',
    examples: ['Could my night sweats be something else?', 'Night sweats and weight loss', 'Are night sweats a sign of something serious?'],
    keywords: ['something else', 'serious', 'other causes', 'weight loss', 'fever', 'infection', 'cancer', 'worried', 'not menopause'],
    answer:
      'Most night sweats in midlife come from menopause, but other things can cause them too. These include infections, an overactive thyroid, some medicines and, rarely, cancers such as lymphoma. See a doctor if night sweats come with fever, weight loss you cannot explain, swollen glands or a cough that will not go away. They can check for other causes with simple tests.',
    modules: ['hot-flashes-night-sweats', 'thyroid-problems-in-midlife'],
    sources: [S.nhsMenopause, S.nhsThyroid],
  },
  {
    id: 'hot-flashes-treatment-options',
    area: 'hot-flashes',
    examples: ['What is the best treatment for hot flashes?', 'What actually works for hot flushes?', 'How can I get rid of hot flashes?'],
    keywords: ['treatment', 'best', 'get rid', 'options', 'medicine', 'cure', 'help', 'stop them', 'effective', 'get rid of', 'remedy'],
    answer:
      'Hormone therapy is the most effective treatment for hot flashes and night sweats. Its risks, such as blood clots or breast cancer, depend on the type and your health. If it is not right for you, there are newer non-hormonal medicines, some antidepressants, CBT and hypnosis. A doctor or nurse can help you weigh the choices for your own health.',
    modules: ['hot-flashes-night-sweats', 'non-hormonal-treatments', 'hormone-therapy-benefits-and-risks'],
    sources: [S.hormoneTherapyStatement, S.nonhormoneStatement, S.niceMenopause],
  },
  {
    id: 'hot-flashes-at-work',
    area: 'hot-flashes',
    examples: ['Hot flashes in meetings are so embarrassing', 'How do I cope with flushes at work?', 'I go red in front of colleagues'],
    keywords: ['work', 'meeting', 'office', 'colleagues', 'embarrassed', 'embarrassing', 'job', 'uniform', 'desk'],
    answer:
      'Many women find hot flashes at work hard, and you are not overreacting. Small changes help: a desk fan, a seat near a window or door, layers you can remove, and cold water at hand. You can ask your employer for changes like these, and in many places they should make reasonable changes. Slow breathing during a flash can also help you feel more in control.',
    modules: ['menopause-at-work', 'hot-flashes-night-sweats'],
    sources: [S.ehrcWork, S.fomWork],
  },
  {
    id: 'hot-flashes-without-sweating',
    area: 'hot-flashes',
    examples: ['I get chills after a hot flash', 'Cold flashes, is that a thing?', 'I feel freezing after I flush'],
    keywords: ['chills', 'cold', 'shiver', 'freezing', 'cold flash', 'shaking', 'after'],
    answer:
      'Yes, many women feel chilly or shiver after a hot flash as the body cools down again. Some feel cold flashes on their own, without much heat first. Layers you can put on and take off are the easiest way to manage both. If you have chills with a fever or feel unwell, that points to something else, so see a doctor.',
    modules: ['hot-flashes-night-sweats'],
    sources: [S.mayoHotFlashes],
  },
  {
    id: 'hot-flashes-after-menopause',
    area: 'hot-flashes',
    examples: ['I am 65 and still get hot flashes', 'Why do hot flashes come back years later?', 'Can you have hot flushes after menopause?'],
    keywords: ['still', 'years later', 'after menopause', 'come back', 'returned', 'older', '60s', 'postmenopause', 'again'],
    answer:
      'Some women have hot flashes for many years after their last period, and some still have them in their sixties or later. It is not a sign that something is wrong. Treatment is still an option, though the choice of medicine may change with age. If they come back suddenly after years without them, mention it to your doctor so other causes can be ruled out.',
    modules: ['hot-flashes-night-sweats', 'non-hormonal-treatments'],
    sources: [S.niaHotFlashes, S.nonhormoneStatement],
  },
  {
    id: 'hot-flashes-breathing',
    area: 'hot-flashes',
    examples: ['Does paced breathing help hot flashes?', 'Breathing exercise for flushes', 'Can meditation calm hot flashes?'],
    keywords: ['breathing', 'paced breathing', 'breath', 'meditation', 'relaxation', 'calm', 'mindfulness', 'yoga'],
    answer:
      'Slow, paced breathing is safe and free, and many women find it helps them get through a flash calmly. The research is mixed on whether it cuts how often flashes happen. Relaxation can still make them feel less distressing, and it helps with stress and sleep. Our practice sessions include short breathing exercises you can try.',
    modules: ['breathing-and-relaxation-for-symptoms', 'hot-flashes-night-sweats'],
    sources: [S.nonhormoneStatement],
  },
  {
    id: 'hot-flashes-weight-link',
    area: 'hot-flashes',
    examples: ['Does losing weight help hot flashes?', 'Are hot flashes worse if you are overweight?', 'Will dieting reduce my flushes?'],
    keywords: ['weight', 'overweight', 'losing weight', 'diet', 'heavier', 'bmi', 'obese'],
    answer:
      'Women who carry more weight tend to have more hot flashes, and some studies found that losing weight eased them. The effect is modest, so weight loss is not a cure. Any steps that also help your heart and energy, like moving more and eating well, are a good bet. Treatment for hot flashes does not depend on your weight.',
    modules: ['hot-flashes-night-sweats', 'weight-and-body-composition'],
    sources: [S.nonhormoneStatement],
  },
  {
    id: 'hot-flashes-heart-racing',
    area: 'hot-flashes',
    examples: ['My heart races when I have a hot flash', 'Hot flush with pounding heart', 'Is it normal to have palpitations with flushes?'],
    keywords: ['heart races', 'pounding', 'palpitations', 'fast heartbeat', 'during flash', 'racing'],
    answer:
      'A faster or pounding heartbeat during a hot flash is common, because the body widens blood vessels and speeds the heart to shed heat. It usually settles within a few minutes as the flash passes. If palpitations come with chest pain, fainting or breathlessness, call 911 or your local emergency number. Frequent palpitations on their own are worth a check with your doctor.',
    modules: ['palpitations-in-midlife', 'hot-flashes-night-sweats'],
    sources: [S.nhsPalpitations, S.mayoHotFlashes],
  },
];
