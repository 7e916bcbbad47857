import type { EducationModuleSource } from '../types';

export const weightAndBodyCompositionModule: EducationModuleSource = {
  id: 'weight-and-body-composition',
  title: 'Weight and Body Composition',
  description:
    'Why body shape often changes in midlife, what research shows, and kind, practical ways to care for your health.',
  category: 'nutrition-foundations',
  orderIndex: 33,
  duration: 5,
  content: `Many women notice their body changing shape in midlife, even when they eat and move much as before. Clothes fit differently. The waist thickens. This can feel frustrating and confusing. Understanding what is going on can help you respond with facts and kindness, rather than blame.

## What changes, and when

Body composition means what your body is made of, mainly fat, muscle and bone. Your weight on the scales does not show this mix.

A large American study called SWAN has followed women through the menopause transition. SWAN stands for the Study of Women's Health Across the Nation. Researchers measured body fat and lean mass with special scans over many years. Lean mass is mostly muscle. They found that:

- At the start of the menopause transition, the rate of fat gain doubled.
- At the same time, lean mass started to fall.
- These changes went on until about two years after the final period, then leveled off.
- Weight itself rose slowly and steadily with age, without a sudden jump at menopause.

In other words, many women gain fat and lose muscle across the transition, even if the scales barely move.

## Where fat is stored

Falling estrogen also changes where the body stores fat. Before menopause, more fat tends to sit on the hips and thighs. Afterwards, more fat tends to settle around the middle. Some of this is visceral fat, which sits deep inside the belly around the organs. Visceral fat is linked with a higher risk of heart disease and type 2 diabetes.

Some health bodies, including NICE in the UK, suggest a simple check. Aim to keep your waist measurement to less than half your height.

## Is menopause to blame for weight gain?

Research suggests that weight gain in midlife is linked more to aging and lifestyle than to menopause itself. Many things add up:

- Muscle loss means the body uses slightly less energy at rest.
- Many people become less active with age, busy lives or sore joints.
- Poor sleep from night sweats can increase hunger and cravings.
- Stress, low mood and caring duties can leave little time for yourself.
- Alcohol adds energy and can affect sleep.

Menopause mainly shifts where fat goes, rather than being the main cause of weight gain. This is useful to know, because many of these factors can be changed.

## What helps

- **Strength training.** This is one of the best ways to keep or rebuild muscle. Aim for two or more days a week.
- **Enough protein.** Include a protein food at each meal to help support muscle.
- **Regular activity.** Aim for 150 to 300 minutes of moderate activity a week. Everyday movement, like walking, gardening and taking the stairs, adds up too.
- **Sleep.** Good sleep helps control appetite and energy. If night sweats or insomnia disturb your sleep, talk to your clinician about options.
- **A plant-rich eating pattern.** Vegetables, fruit, whole grains, legumes and fiber help you feel full. Fewer ultra-processed foods and sugary drinks also help.
- **Less alcohol.** Drinking less can help with both weight and sleep.

Small, lasting changes work better than crash diets. Very low-calorie diets can cause muscle loss, which is the opposite of what you want in midlife.

Research suggests that hormone therapy does not cause weight gain. But it is not a weight-loss treatment. For some women, hormone therapy raises the risk of blood clots, stroke or breast cancer. Our module on its benefits and risks gives the numbers. Any decision about hormone therapy is made with your clinician, based on your symptoms and health.

## Weight-loss medicines

Newer medicines, sometimes called GLP-1 medicines, are now used to treat obesity. Examples include semaglutide and tirzepatide. They work partly by reducing appetite and helping you feel full.

These medicines are only suitable for some people, and they can have side effects, such as nausea. Rarely, they cause serious problems such as gallbladder disease or an inflamed pancreas. Our module on weight-loss medicines explains more. Weight lost on them may include some muscle, so strength training and protein still matter. Whether they are right for you is a decision for you and your clinician. Only use medicines prescribed by a clinician and supplied by a regulated pharmacy. Fake versions are sold online.

## Moving away from weight stigma

Weight stigma means negative judgments and unfair treatment of people because of their body size. It is common, including in health care. Experts agree that it harms both physical and mental health, and can put people off seeking care.

Your worth is not measured by a number on the scales. Weight is only one sign of health among many. Blood pressure, blood sugar, cholesterol, fitness, strength, sleep and mood all matter. Healthy habits bring real benefits at any size, even if your weight does not change.

If you feel judged about your weight in a health setting, it is okay to say so. You can ask to focus on specific health goals.

## When to get help

See a clinician if you have:

- Weight gain or loss that you cannot explain.
- Swelling in your legs or tummy.
- Tiredness, feeling cold or other signs that could point to a thyroid problem.
- Constant thoughts about food, weight or your body, or eating that feels out of control.
- Questions about your weight and your health risks.

Your body is changing, and that is normal. The goal is not to get back to a younger body. It is to support the one you have now.`,
  keyInsight:
    'Around menopause, many women gain fat around the middle and lose muscle, even if their weight stays about the same. Strength training, protein, sleep and regular activity help most. Your health is about far more than the scale.',
  references: [
    {
      title: 'Changes in body composition and weight during the menopause transition',
      source: 'Greendale GA, Sternfeld B, Huang M, et al. JCI Insight 4(5):e124865',
      year: 2019,
      url: 'https://doi.org/10.1172/jci.insight.124865',
    },
    {
      title: 'Understanding weight gain at menopause',
      source: 'Davis SR, Castelo-Branco C, Chedraui P, et al. Climacteric 15(5):419-429',
      year: 2012,
      url: 'https://doi.org/10.3109/13697137.2012.707385',
    },
    {
      title: 'Joint international consensus statement for ending stigma of obesity',
      source: 'Rubino F, Puhl RM, Cummings DE, et al. Nature Medicine 26(4):485-497',
      year: 2020,
      url: 'https://doi.org/10.1038/s41591-020-0803-x',
    },
  ],
};
