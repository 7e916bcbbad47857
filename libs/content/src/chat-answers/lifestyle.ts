import { SOURCES as S } from './sources';
import type { ChatAnswerCard } from './types';

export const LIFESTYLE_CARDS: readonly ChatAnswerCard[] = [
  {
    id: 'exercise-overall',
    area: 'lifestyle',
    examples: ['What exercise is best in menopause?', 'How much should I exercise?', 'Best workout for perimenopause'],
    keywords: ['exercise', 'workout', 'activity', 'fitness', 'gym', 'how much', 'best exercise', 'move', 'active', 'per week', 'a week', 'how much exercise'],
    answer:
      'A mix works best: about 150 minutes a week of moderate activity, like brisk walking, plus strength training on two or more days. Add balance work as you get older. Exercise helps mood, sleep, weight, bones and heart health. Any amount is better than none, so start where you are.',
    modules: ['movement-cardio-and-balance', 'strength-training-basics'],
    sources: [S.whoActivity],
  },
  {
    id: 'strength-training',
    area: 'lifestyle',
    examples: ['Should I lift weights in menopause?', 'How do I start strength training?', 'Is weight training good for women over 50?'],
    keywords: ['strength', 'lift', 'lifting', 'weights', 'weight training', 'resistance', 'muscle', 'dumbbells', 'bands'],
    answer:
      'Strength training is one of the best things you can do in midlife: it protects muscle and bone and helps blood sugar and balance. Two or more sessions a week, working the major muscle groups, is the aim. You can start with body weight, bands or light weights, and slowly make it harder. A trainer or physical therapist can show you good form.',
    modules: ['strength-training-basics', 'bone-health-and-osteoporosis'],
    sources: [S.whoActivity, S.ros],
  },
  {
    id: 'walking-cardio',
    area: 'lifestyle',
    examples: ['Is walking enough exercise?', 'Cardio in perimenopause', 'Does running help menopause?'],
    keywords: ['walking', 'walk', 'cardio', 'running', 'jogging', 'swimming', 'cycling', 'steps'],
    answer:
      'Brisk walking counts as good exercise and is a great base for heart health and mood. Aim for a pace where you can talk but not sing. Walking alone does not build much muscle, so add some strength work if you can. Swimming and cycling are kind to joints, while walking and jogging also help bones.',
    modules: ['movement-cardio-and-balance'],
    sources: [S.whoActivity],
  },
  {
    id: 'exercise-and-hot-flashes',
    area: 'lifestyle',
    examples: ['Does exercise make hot flashes worse?', 'I overheat every time I exercise', 'Should I avoid the gym because of flushes?'],
    keywords: ['exercise', 'exercising', 'during exercise', 'overheat', 'gym session', 'workout', 'work out', 'working out'],
    answer:
      'Exercise does not reliably reduce hot flashes, and a hard session can set one off in some women. Its other benefits for mood, sleep, heart and bones make it well worth keeping up. Working out in a cool place, drinking water and wearing light layers can help. Try easing the intensity if flashes bother you.',
    modules: ['movement-cardio-and-balance', 'hot-flashes-night-sweats'],
    sources: [S.nonhormoneStatement, S.whoActivity],
  },
  {
    id: 'yoga-pilates-balance',
    area: 'lifestyle',
    examples: ['Is yoga good for menopause?', 'Pilates or yoga?', 'Balance exercises for older women'],
    keywords: ['yoga', 'pilates', 'balance', 'stretching', 'flexibility', 'tai chi', 'falls'],
    answer:
      'Yoga, Pilates and tai chi help flexibility, balance and stress, and some women find yoga helps their mood and sleep. Balance training lowers the risk of falls, which matters more as bones thin. They do not replace strength and cardio work, but they fit well alongside them. Our practice sessions include gentle movement you can try at home.',
    modules: ['movement-cardio-and-balance', 'breathing-and-relaxation-for-symptoms'],
    sources: [S.whoActivity],
  },
  {
    id: 'diet-overall',
    area: 'lifestyle',
    examples: ['What should I eat in menopause?', 'Best diet for perimenopause', 'Healthy eating in my 50s'],
    keywords: ['diet', 'eat', 'eating', 'food', 'nutrition', 'meals', 'best diet', 'healthy eating'],
    answer:
      'There is no special menopause diet, but a pattern rich in vegetables, fruit, whole grains, beans, nuts and fish suits most women well. Include protein at each meal to help keep muscle. Get enough calcium and vitamin D for your bones. Keep sugary drinks, processed meat and alcohol low.',
    modules: ['nutrition-foundations-for-midlife', 'eating-for-heart-health', 'calcium-vitamin-d-and-protein'],
    sources: [S.dietaryGuidelines],
  },
  {
    id: 'protein-needs',
    area: 'lifestyle',
    examples: ['How much protein do I need?', 'Should I eat more protein in menopause?', 'Protein and muscle loss'],
    keywords: ['protein', 'muscle', 'eggs', 'meat', 'beans', 'shakes'],
    answer:
      'Protein helps keep muscle, which naturally declines with age. Most women do well by including a good source at every meal, such as fish, eggs, dairy, beans, tofu or lean meat. Protein works best alongside strength training. If you have kidney disease, ask your doctor about the right amount for you.',
    modules: ['calcium-vitamin-d-and-protein', 'nutrition-foundations-for-midlife'],
    sources: [S.dietaryGuidelines],
  },
  {
    id: 'mediterranean-heart-diet',
    area: 'lifestyle',
    examples: ['Is the Mediterranean diet good for me?', 'Eating for a healthy heart', 'Foods to lower cholesterol'],
    keywords: ['mediterranean', 'cholesterol', 'heart healthy', 'olive oil', 'fiber', 'oats', 'lower cholesterol'],
    answer:
      'A Mediterranean-style diet, with plenty of vegetables, beans, whole grains, nuts, olive oil and fish, is linked to lower heart disease risk. Soluble fiber from oats and beans can help lower cholesterol. Swapping butter and fatty meat for unsaturated fats helps too. It is a flexible way of eating, not a strict diet.',
    modules: ['eating-for-heart-health', 'heart-and-metabolic-health'],
    sources: [S.dietaryGuidelines, S.ahaMenopauseHeart],
  },
  {
    id: 'intermittent-fasting',
    area: 'lifestyle',
    examples: ['Is intermittent fasting good in menopause?', 'Should I skip breakfast to lose weight?', 'Time restricted eating'],
    keywords: ['fasting', 'intermittent fasting', 'skip breakfast', '16:8', 'time restricted', 'keto', 'low carb'],
    answer:
      'Intermittent fasting can help some people eat less, but studies show it works about as well as other ways of cutting back. It is not specially suited to menopause. What matters most is a way of eating you can keep up, with enough protein and fiber. If you have diabetes or take medicines, talk to your doctor before fasting.',
    modules: ['nutrition-foundations-for-midlife', 'weight-and-body-composition'],
    sources: [S.dietaryGuidelines],
  },
  {
    id: 'alcohol',
    area: 'lifestyle',
    examples: ['Does wine make menopause worse?', 'Should I stop drinking alcohol?', 'Alcohol and hot flashes'],
    keywords: ['alcohol', 'wine', 'drinking', 'beer', 'gin', 'drink', 'booze', 'sober'],
    answer:
      'Alcohol can trigger hot flashes, break up sleep and lower mood, so many women feel better drinking less. It also raises the risk of breast cancer, even at low levels. There is no safe level for cancer risk, so less is better. Try alcohol-free days or swaps and notice how your symptoms change.',
    modules: ['caffeine-alcohol-and-your-symptoms'],
    sources: [S.surgeonGeneralAlcohol],
  },
  {
    id: 'caffeine',
    area: 'lifestyle',
    examples: ['Should I give up coffee?', 'Does caffeine make hot flashes worse?', 'Coffee and anxiety in menopause'],
    keywords: ['caffeine', 'coffee', 'tea', 'energy drinks', 'cola', 'espresso'],
    answer:
      'Caffeine can trigger hot flashes in some women, and it can worsen sleep, anxiety and palpitations. You may not need to give it up: try cutting back, and have none after lunch. Notice whether your symptoms change over a couple of weeks. Decaf coffee and herbal teas are easy swaps.',
    modules: ['caffeine-alcohol-and-your-symptoms'],
    sources: [S.niaHotFlashes],
  },
  {
    id: 'smoking-vaping',
    area: 'lifestyle',
    examples: ['Does smoking affect menopause?', 'Will quitting smoking help hot flashes?', 'Vaping and menopause'],
    keywords: ['smoking', 'smoke', 'cigarettes', 'vaping', 'vape', 'nicotine', 'quit'],
    answer:
      'Smoking is linked to earlier menopause, more hot flashes, weaker bones and higher heart disease risk. Quitting at any age helps your heart and bones. Free support and stop-smoking medicines double or triple your chances of quitting. Ask your doctor or pharmacist about local help.',
    modules: ['heart-and-metabolic-health', 'bone-health-and-osteoporosis'],
    sources: [S.ahaMenopauseHeart, S.niaHotFlashes],
  },
  {
    id: 'supplements-overall',
    area: 'lifestyle',
    examples: ['Which supplements are worth taking?', 'Do menopause supplements work?', 'Should I take vitamins for menopause?'],
    keywords: ['supplements', 'supplement', 'vitamins', 'pills', 'menopause supplements', 'worth taking', 'gummies', 'waste', 'money', 'worth it'],
    answer:
      'Most menopause supplements have little good proof behind them. Some also mix badly with medicines. Vitamin D is worth thinking about, most of all in winter, and calcium is best from food. Supplements are not checked as strictly as medicines, so quality varies. Tell your doctor or pharmacist about any you take.',
    modules: ['supplements-what-the-evidence-says', 'calcium-vitamin-d-and-protein'],
    sources: [S.odsVitaminD, S.nonhormoneStatement],
  },
  {
    id: 'magnesium',
    area: 'lifestyle',
    examples: ['Does magnesium help sleep?', 'Should I take magnesium for menopause?', 'Magnesium glycinate'],
    keywords: ['magnesium', 'glycinate', 'cramps', 'minerals'],
    answer:
      'Magnesium is popular for sleep and cramps, but the evidence that supplements help menopause symptoms is weak. Most people can get enough from nuts, seeds, beans, whole grains and leafy greens. Too much from supplements can cause diarrhea, and people with kidney problems should not take it without advice. Ask a pharmacist if you are unsure.',
    modules: ['supplements-what-the-evidence-says'],
    sources: [S.odsMagnesium],
  },
  {
    id: 'vitamin-d-calcium',
    area: 'lifestyle',
    examples: ['Do I need vitamin D?', 'Calcium for bones after menopause', 'Should I take calcium tablets?'],
    keywords: ['vitamin d', 'calcium', 'dairy', 'sunshine', 'tablets', 'milk'],
    answer:
      'Calcium and vitamin D both matter for bones after menopause. Food is the best source of calcium: dairy, fortified plant milks, tofu, and canned fish with bones. Vitamin D is hard to get from food, so many health services suggest a supplement, at least in fall and winter. Your doctor can advise you if you have bone loss or low levels.',
    modules: ['calcium-vitamin-d-and-protein', 'bone-health-and-osteoporosis'],
    sources: [S.odsVitaminD, S.ros],
  },
  {
    id: 'smart-stacks-what',
    area: 'lifestyle',
    examples: ['What are Smart Stacks?', 'Should I follow a Smart Stack?', 'Are the supplement stacks proven?'],
    keywords: ['smart stack', 'smart stacks', 'stack', 'protocol', 'protocols', 'definition'],
    answer:
      'Smart Stacks are sets of supplements and daily habits grouped around a symptom, each with a note on what the evidence says. They are general information, not a prescription. Check with a pharmacist or doctor before starting any supplement, especially if you take medicines. You can find them on the Smart Stacks page.',
    modules: ['supplements-what-the-evidence-says'],
    sources: [S.nccihHerbDrug],
  },
];
