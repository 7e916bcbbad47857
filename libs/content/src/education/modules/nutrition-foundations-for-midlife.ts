import type { EducationModuleSource } from '../types';

export const nutritionFoundationsForMidlifeModule: EducationModuleSource = {
  id: 'nutrition-foundations-for-midlife',
  title: 'Nutrition Foundations for Midlife',
  description:
    'A calm guide to eating well in midlife, based on evidence. Focus on your overall pattern, not on being perfect or on fad diets.',
  category: 'nutrition-foundations',
  orderIndex: 32,
  duration: 5,
  content: `There is a lot of noise about food in midlife. Special menopause diets, powders, detox plans and strict rules are everywhere. The truth is calmer. What matters most is your overall pattern of eating over weeks and months, not any single meal or food.

## Pattern over perfection

No one eats perfectly, and you do not need to. A healthy pattern leaves room for birthday cake, meals out and foods you love. Think of it as what you do most of the time.

A good midlife eating pattern tends to include:

- Plenty of vegetables and fruit, in a range of colors.
- Whole grains, such as oats, brown rice, wholemeal bread and wholewheat pasta.
- Legumes, such as beans, lentils and chickpeas.
- Nuts and seeds.
- Fish, especially oily fish like salmon, sardines and mackerel.
- Olive oil or other plant oils in place of butter.
- Some dairy foods or calcium-fortified alternatives.
- Fewer ultra-processed foods, sugary drinks and processed meats.

## The Mediterranean-style pattern

This way of eating is based on the traditional diets of countries around the Mediterranean Sea. It is rich in vegetables, fruit, whole grains, legumes, nuts, fish and olive oil. It includes less red meat and fewer sweets.

It is one of the most studied eating patterns. Many long-term studies link it with lower rates of heart disease and other long-term conditions. A large Spanish trial called PREDIMED tested it directly in older adults at high risk of heart disease. People who followed a Mediterranean diet with extra olive oil or nuts had fewer major heart and circulation problems than people advised to cut down on fat. These problems were heart attacks, strokes and deaths from heart disease, counted together.

You do not need to live near the sea or cook fancy dishes. Beans on wholemeal toast, a tin of sardines with salad, or vegetable soup with lentils all fit the pattern.

## Enough protein, spread through the day

Protein helps you keep muscle as you age, which matters for strength, balance and energy. Many experts suggest including some protein at each meal, rather than having most of it at dinner. This may help your body use it better for muscle, especially if you also do strength training.

Good sources include:

- Fish, eggs, chicken and lean meat.
- Beans, lentils, chickpeas, tofu and tempeh.
- Greek yogurt, milk and cheese.
- Nuts, seeds and nut butters.

A simple check: does each meal include a protein food? Breakfast is often the meal that falls short.

## Fiber

Fiber is the part of plant foods that your body cannot fully digest. It helps keep your bowels regular, supports healthy gut bacteria and helps you feel full. A large review in The Lancet found that people who ate more fiber had lower rates of heart disease, type 2 diabetes and bowel cancer.

UK guidance suggests adults aim for 30 grams of fiber a day. Most people eat much less. You can boost your fiber by:

- Choosing whole grains over white versions.
- Adding beans or lentils to soups, stews and salads.
- Eating the skins of potatoes and fruit.
- Snacking on fruit, nuts or seeds.

Increase fiber slowly and drink plenty of fluids. This helps avoid bloating.

## Calcium-rich foods

Calcium helps keep bones strong, which matters more after menopause. Good sources include milk, yogurt and cheese. Calcium-fortified plant drinks, tofu made with calcium, tinned fish with soft bones, and green vegetables like kale and broccoli also help. There is a separate module on calcium, vitamin D and protein.

## Limiting ultra-processed foods

Ultra-processed foods are made mostly from refined ingredients and additives you would not use at home. Examples include many packaged snacks, sweets, sugary cereals, fizzy drinks, processed meats and ready meals.

A large 2024 review in the BMJ found that eating more ultra-processed food was linked with a higher risk of many health problems. These included death from heart disease, type 2 diabetes, anxiety and depression. These studies show links, not proof of cause. But the pattern is consistent.

Not all processed food is a problem. Tinned beans, frozen vegetables, plain yogurt and wholemeal bread are useful and healthy. The aim is to base most meals on whole or lightly processed foods.

## No fad diets

Be wary of any plan that:

- Cuts out whole food groups without a medical reason.
- Promises fast weight loss or to balance your hormones.
- Relies on expensive powders, pills or detoxes.
- Leaves you hungry, anxious or obsessed with food.

Very strict diets can lead to muscle loss, low energy and missing nutrients. They can also harm your relationship with food. Slow, steady changes you can keep up are far more helpful.

## Easy first steps

- Add one extra portion of vegetables to your day.
- Swap white bread or rice for a wholegrain version.
- Have beans or lentils twice a week.
- Eat fish twice a week, including one oily fish.
- Cook with olive oil or rapeseed oil.
- Keep a handful of unsalted nuts as a snack.
- Drink mostly water, milk, tea or coffee, and keep sugary drinks for now and then.

Food is also about pleasure, culture and connection. Sharing meals with others and taking time to enjoy your food are part of eating well too.

## When to get help

A registered dietitian can give personal advice. This is especially helpful if you have diabetes, kidney disease, coeliac disease, a food allergy or a history of disordered eating.

See a clinician if you have weight loss you cannot explain, trouble swallowing, or a lasting change in your bowel habits. The same applies if you see blood in your stools.`,
  keyInsight:
    'Your overall way of eating matters far more than any one food. A Mediterranean-style diet is a strong base: lots of plants, enough protein at each meal, fiber, and fewer highly processed foods. No fad diet needed.',
  references: [
    {
      title:
        'Primary Prevention of Cardiovascular Disease with a Mediterranean Diet Supplemented with Extra-Virgin Olive Oil or Nuts',
      source: 'Estruch R, Ros E, Salas-Salvadó J, et al. New England Journal of Medicine 378(25):e34',
      year: 2018,
      url: 'https://doi.org/10.1056/NEJMoa1800389',
    },
    {
      title: 'Carbohydrate quality and human health: a series of systematic reviews and meta-analyses',
      source: 'Reynolds A, Mann J, Cummings J, et al. The Lancet 393(10170):434-445',
      year: 2019,
      url: 'https://doi.org/10.1016/S0140-6736(18)31809-9',
    },
    {
      title:
        'Ultra-processed food exposure and adverse health outcomes: umbrella review of epidemiological meta-analyses',
      source: 'Lane MM, Gamage E, Du S, et al. BMJ 384:e077310',
      year: 2024,
      url: 'https://doi.org/10.1136/bmj-2023-077310',
    },
    {
      title: 'Carbohydrates and Health',
      source: 'Scientific Advisory Committee on Nutrition (SACN), UK',
      year: 2015,
      url: 'https://www.gov.uk/government/publications/sacn-carbohydrates-and-health-report',
    },
  ],
};
