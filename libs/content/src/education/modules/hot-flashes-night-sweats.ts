import type { EducationModuleSource } from '../types';

export const hotFlashesNightSweatsModule: EducationModuleSource = {
  id: 'hot-flashes-night-sweats',
  title: 'Hot Flashes and Night Sweats',
  description:
    'Why hot flashes happen, how long they can last, what can make them worse, and the treatments that work.',
  category: 'truth-telling',
  orderIndex: 2,
  duration: 4,
  content: `A hot flash often starts as a sudden wave of heat in your chest, neck and face. Your skin may turn red. Your heart may race. You may sweat, and then feel cold and shivery as it passes. When this happens at night, it is called a night sweat. In the UK, hot flashes are often called hot flushes.

Doctors call hot flashes and night sweats **vasomotor symptoms**. They are the most common symptoms of the menopause transition.

## Why they happen

Your brain has a built-in thermostat in an area called the hypothalamus. It keeps your core body temperature inside a comfortable range. Scientists call this range the **thermoneutral zone**. While you stay inside it, your body does not need to work to cool down or warm up.

In perimenopause, this zone seems to get narrower. Even a tiny rise in core temperature can push you over the top edge. Your brain then reacts as if you are overheating. It opens up blood vessels in your skin and switches on sweating to get rid of heat fast. That is the flash.

Part of the reason lies with a small group of brain cells called **KNDy neurons** (said "candy"). They sit close to the thermostat. Estrogen normally helps keep these cells calm. When estrogen falls, they become overactive. They send more signals using a brain chemical called **neurokinin B**, and this unsettles the thermostat. This discovery helps explain why some newer medicines that block these signals can reduce hot flashes.

## How common are they?

Very common. Up to about 75 to 80% of women have hot flashes or night sweats during the menopause transition. For some women they are mild and rare. For others they are frequent and severe, and they disrupt sleep, work and mood.

## How long do they last?

Often longer than people expect. The Study of Women's Health Across the Nation (SWAN) is a large US study that followed women through midlife. It found that frequent hot flashes lasted a median of about 7.4 years in total. Women whose hot flashes started early, before or early in perimenopause, tended to have them the longest, often for more than 10 years. Women whose hot flashes started after their final period tended to have them for a shorter time.

Hot flashes usually fade in the end. But waiting it out is not the only option, especially if they are affecting your life.

## Common triggers

Triggers vary from person to person. Common ones include:

- hot drinks and hot weather
- warm rooms and heavy bedding
- alcohol
- caffeine
- spicy food
- stress and anxiety
- smoking

Keeping a simple diary for a couple of weeks can help you spot your own patterns. Note when flashes happen, what you were doing, and what you ate or drank.

## Practical ways to stay cooler

These ideas can make hot flashes easier to live with. Research has not shown that they reduce how many flashes you have, so think of them as comfort measures rather than a cure.

- Dress in layers you can take off quickly.
- Choose breathable fabrics, such as cotton, linen or moisture-wicking sportswear.
- Keep a small fan on your desk and by your bed.
- Keep your bedroom cool, and use lighter bedding in layers.
- Keep a glass of cold water nearby, especially at night.
- Keep a spare top by the bed if night sweats soak your clothes.

## Effective treatments exist

You do not have to "just put up with it." Several treatments have good evidence behind them.

- **Hormone therapy**, often called HRT or MHT, is the most effective treatment for hot flashes and night sweats. It is not right for everyone. The benefits and risks depend on your age, your health and the type you use.
- **Non-hormonal prescription medicines** can also help. These include newer medicines that block neurokinin signals, some antidepressants at low doses, and a few other medicines.
- **Cognitive behavioral therapy (CBT)** is a practical talking therapy. Trials show it can reduce how much hot flashes bother you and help with sleep.
- **Clinical hypnosis**, with a trained therapist, has also reduced hot flashes in trials.

Many supplements are sold for hot flashes. In good-quality studies, most have not worked better than a placebo (a dummy treatment). Some can also interact with medicines. Tell your clinician about anything you take.

You can read more in our modules on hormone therapy and non-hormonal treatments. The right choice depends on you, and it is a decision to make with a clinician.

## When to get help

See a clinician if:

- hot flashes or night sweats are affecting your sleep, work, mood or daily life
- you have night sweats along with a fever, weight loss you cannot explain, or feeling very unwell
- you are not sure your symptoms are due to menopause
- you would like to talk through treatment options

Night sweats can have causes other than menopause, such as infections, some medicines and thyroid problems. Less often, they can be a sign of a more serious illness. That is why new night sweats that come with other symptoms should be checked.`,
  keyInsight:
    "Hot flashes happen because falling estrogen makes the brain's heat control more touchy. They often last for years. But there are good treatments, so you do not have to just wait them out.",
  references: [
    {
      title: 'Duration of menopausal vasomotor symptoms over the menopause transition',
      source:
        "Avis NE, Crawford SL, Greendale G, et al., for the Study of Women's Health Across the Nation (SWAN). JAMA Internal Medicine 175(4):531-539",
      year: 2015,
      url: 'https://doi.org/10.1001/jamainternmed.2014.8063',
    },
    {
      title: 'The 2023 nonhormone therapy position statement of The North American Menopause Society',
      source: 'The North American Menopause Society (now The Menopause Society). Menopause 30(6):573-590',
      year: 2023,
      url: 'https://doi.org/10.1097/GME.0000000000002200',
    },
    {
      title: 'The 2022 hormone therapy position statement of The North American Menopause Society',
      source: 'The North American Menopause Society (now The Menopause Society). Menopause 29(7):767-794',
      year: 2022,
      url: 'https://doi.org/10.1097/GME.0000000000002028',
    },
    {
      title: 'Menopause: identification and management (NICE guideline NG23)',
      source: 'National Institute for Health and Care Excellence (NICE), UK',
      year: 2024,
      url: 'https://www.nice.org.uk/guidance/ng23',
    },
  ],
};
