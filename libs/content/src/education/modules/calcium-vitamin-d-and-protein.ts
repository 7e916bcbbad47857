import type { EducationModuleSource } from '../types';

export const calciumVitaminDAndProteinModule: EducationModuleSource = {
  id: 'calcium-vitamin-d-and-protein',
  title: 'Calcium, Vitamin D and Protein',
  description:
    'How much calcium, vitamin D and protein you may need in midlife. The best foods for each, and what to know about pills.',
  category: 'nutrition-foundations',
  orderIndex: 34,
  duration: 5,
  content: `Bone and muscle are your body's framework. After menopause, bone loss speeds up and muscle slowly declines. Three nutrients play a big part in keeping them strong: calcium, vitamin D and protein. This module explains how much you may need and where to find them. Advice differs a little between countries, so we say where each number comes from.

## Calcium: how much?

Calcium is the main mineral in bone. If you do not get enough from food, your body takes it from your bones.

- **In the US,** the National Academies (formerly the Institute of Medicine) recommend 1,200 mg a day for women over 50. For women aged 19 to 50, the advice is 1,000 mg a day.
- **In the UK,** the NHS advises 700 mg a day for adults.

If you have osteoporosis or take bone medicines, your clinician may suggest a different amount.

## Food sources of calcium

Food is the best way to get calcium. Good sources include:

- Milk, yogurt and cheese. A 200 ml glass of cow's milk has about 240 mg.
- Plant drinks and yogurts with added calcium. Check the label, as not all are fortified.
- Tofu made with calcium. The label will list calcium sulfate or calcium chloride.
- Tinned sardines, pilchards or salmon, eaten with their soft bones.
- Green vegetables such as kale, broccoli and pak choi.
- Almonds, sesame seeds and tahini, and dried figs.
- Some breads and breakfast cereals with added calcium.

Spinach contains calcium, but your body cannot absorb much of it. So it is not a reliable source.

## Calcium supplements: more is not always better

Many people can get enough calcium from food. Supplements may help some people who cannot. This is best decided with your clinician or pharmacist.

Too much calcium from supplements has downsides:

- It can cause constipation, bloating and wind.
- In a large US trial, women taking calcium with vitamin D had a higher rate of kidney stones.
- Some studies have raised questions about heart risks from calcium supplements. The evidence is mixed, but it is one reason not to take more than you need.
- Calcium can stop some medicines from being absorbed well. These include thyroid medicine, some antibiotics and iron. A pharmacist can advise on timing.

The US upper limit for total calcium from food and supplements is 2,000 mg a day for adults over 50. If you take a supplement, check how much calcium it contains and count the calcium in your food too.

## Vitamin D

Vitamin D helps your body absorb calcium. It also supports muscle function. Your skin makes vitamin D when it is exposed to sunlight. Only a few foods contain it, such as oily fish, eggs and foods with added vitamin D.

Advice on supplements varies by country:

- **In the UK,** adults are advised to consider taking 10 micrograms (400 IU) a day in autumn and winter. Some people are advised to take it all year round. This includes people who are rarely outdoors, who cover most of their skin, or who have dark skin.
- **In the US,** the recommended daily amount is 15 micrograms (600 IU) up to age 70, and 20 micrograms (800 IU) over 70.

More is not better. Very high doses over time can raise calcium levels in the blood, which can be harmful. UK and US advice is not to take more than 100 micrograms (4,000 IU) a day unless a clinician advises it.

Short periods of sun on your skin help you make vitamin D. But take care not to burn, as sunburn raises the risk of skin cancer.

## Protein

Protein provides the building blocks for muscle. It also supports bone, skin and the immune system. With age, muscle becomes a little less responsive to protein. So many older adults may need more than younger adults.

General guidance for adults is about 0.75 to 0.8 grams of protein per kilogram of body weight a day. An expert group called PROT-AGE reviewed the evidence in 2013. It suggested that healthy people over 65 may need more: about 1.0 to 1.2 grams per kilogram a day. For a woman who weighs 70 kg, that is about 70 to 84 grams a day.

Some experts also suggest spreading protein across the day. That means about 25 to 30 grams at each main meal, rather than most of it at dinner.

Good protein sources include:

- Fish, eggs, chicken and lean meat.
- Greek yogurt, milk, cottage cheese and other dairy foods.
- Beans, lentils, chickpeas, tofu, tempeh and edamame.
- Nuts, seeds and nut butters.

Most people can meet their needs through food. Protein works best for muscle when combined with strength training.

People with kidney disease may need to limit protein. If you have a kidney condition, ask your clinician or a dietitian what is right for you.

## When to get help

Talk to a clinician, pharmacist or registered dietitian if:

- You have osteoporosis, have broken a bone after a minor fall, or have a strong family history of osteoporosis.
- You have kidney disease or have had kidney stones.
- You have a condition that affects how you absorb food, such as coeliac disease, or you have had weight-loss surgery.
- You take medicines that affect bone, such as long-term steroid tablets.
- You follow a vegan diet or avoid dairy and are not sure you are getting enough.
- You are thinking of taking supplements and want to check they are safe with your other medicines.

Food first is a good rule. Supplements can fill gaps, but they work best as part of a plan made with your clinician.`,
  keyInsight:
    "Aim to get calcium and protein mostly from food. Follow your country's advice on vitamin D. More is not always better: too much calcium or vitamin D from pills has real downsides.",
  references: [
    {
      title: 'Dietary Reference Intakes for Calcium and Vitamin D',
      source: 'Institute of Medicine (now the National Academies of Sciences, Engineering, and Medicine). National Academies Press',
      year: 2011,
      url: 'https://doi.org/10.17226/13050',
    },
    {
      title: 'Vitamin D and Health',
      source: 'Scientific Advisory Committee on Nutrition (SACN), UK',
      year: 2016,
      url: 'https://www.gov.uk/government/publications/sacn-vitamin-d-and-health-report',
    },
    {
      title:
        'Evidence-based recommendations for optimal dietary protein intake in older people: a position paper from the PROT-AGE Study Group',
      source: 'Bauer J, Biolo G, Cederholm T, et al. Journal of the American Medical Directors Association 14(8):542-559',
      year: 2013,
      url: 'https://doi.org/10.1016/j.jamda.2013.05.021',
    },
    {
      title: 'Calcium plus vitamin D supplementation and the risk of fractures',
      source:
        "Jackson RD, LaCroix AZ, Gass M, et al. (Women's Health Initiative). New England Journal of Medicine 354(7):669-683",
      year: 2006,
      url: 'https://doi.org/10.1056/NEJMoa055218',
    },
  ],
};
