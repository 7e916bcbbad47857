import type { EducationModuleSource } from '../types';

export const eatingForHeartHealthModule: EducationModuleSource = {
  id: 'eating-for-heart-health',
  title: 'Eating for Heart Health',
  description:
    'Heart disease risk rises after menopause. Learn which eating patterns have the strongest evidence and simple swaps that protect your heart.',
  category: 'nutrition-foundations',
  orderIndex: 35,
  duration: 5,
  content: `Heart disease is one of the leading causes of death in women. Many women do not realize their risk rises after menopause. The good news is that food is one of the most powerful tools you have to protect your heart. You do not need a perfect diet. Small, steady changes add up.

## Why heart health matters now

Before menopause, estrogen seems to offer some protection to the heart and blood vessels. During and after the transition, several changes often happen:

- LDL cholesterol, sometimes called bad cholesterol, tends to rise.
- Blood pressure may creep up.
- More fat may be stored around the middle.
- Blood sugar control can become less steady.

The American Heart Association has described midlife as an important time to act on heart health. What you eat can help with all of these.

## Two eating patterns with strong evidence

**The Mediterranean pattern** is rich in vegetables, fruit, whole grains, beans, nuts, fish and olive oil. It includes only small amounts of red and processed meat and sweets.

The best-known trial of this pattern is called PREDIMED. It took place in Spain with about 7,400 older adults at high risk of heart disease. People were put into one of three groups. Two groups followed a Mediterranean diet, with either extra-virgin olive oil or mixed nuts provided. The third group was advised to eat a lower-fat diet.

After about five years, both Mediterranean groups had fewer major heart and circulation problems than the lower-fat group. These problems were heart attacks, strokes and deaths from heart disease, counted together. The trial was first published in 2013. Later, problems were found with how some people were assigned to groups. The researchers re-analyzed the data and republished it in 2018, with similar findings.

**The DASH pattern** stands for Dietary Approaches to Stop Hypertension. Hypertension means high blood pressure. DASH is rich in vegetables, fruit, whole grains, low-fat dairy, beans and nuts, and low in saturated fat and sugar. In trials, it lowered blood pressure within a few weeks. Blood pressure fell further when DASH was combined with eating less salt.

These two patterns have a lot in common. Both are built on plants and healthy fats and leave little room for heavily processed foods.

## Salt

Too much salt raises blood pressure, a major risk factor for heart disease and stroke. The World Health Organization advises adults to eat less than 5 grams of salt a day. That is about one level teaspoon. UK advice is no more than 6 grams.

Most of the salt we eat is already in foods when we buy them. Bread, cheese, processed meats, ready meals, soups and sauces are common sources.

- Check food labels and choose lower-salt versions.
- Cook from scratch when you can.
- Flavor food with herbs, spices, garlic, lemon and pepper instead of salt.
- Taste before you add salt at the table.

Your taste buds adjust. After a few weeks, food with less salt often tastes normal.

## Fiber

Fiber helps the heart in several ways. Soluble fiber, found in oats, barley, beans and lentils, can help lower LDL cholesterol. Fiber also helps control blood sugar and keeps you full.

Good sources include oats, whole grains, beans, lentils, vegetables, fruit, nuts and seeds.

## Saturated fat swaps

Saturated fat is found mainly in fatty meat, processed meat, butter, cheese, cream, coconut oil, cakes and pastries. Eating a lot of it can raise LDL cholesterol. Replacing some saturated fat with unsaturated fats, found in olive oil, rapeseed oil, nuts, seeds and oily fish, helps lower LDL cholesterol.

The key is to swap, not just cut. Replacing saturated fat with sugar or white flour does not help your heart.

## Practical swaps

- Butter for cooking becomes olive oil or rapeseed oil.
- Processed meat in sandwiches becomes fish, egg, hummus or beans.
- Crisps and biscuits as snacks become a handful of unsalted nuts or fruit.
- White bread and rice become wholegrain versions.
- Creamy sauces become tomato-based sauces.
- Sugary breakfast cereal becomes porridge oats topped with fruit and seeds.
- Salty seasoning becomes herbs, spices and lemon.
- Some meat meals each week become bean, lentil or chickpea meals.

Oily fish, such as salmon, mackerel and sardines, is a good choice. Aim for it about once or twice a week.

## Sugar and drinks

Sugary drinks, sweets and cakes add a lot of energy but little goodness. Eating a lot of added sugar is linked with weight gain and type 2 diabetes, which both raise heart risk. Water, milk, tea and coffee without added sugar are good everyday drinks. Alcohol can raise blood pressure, so keeping it low helps your heart too.

## Food is one part of the picture

Heart health also depends on being active, not smoking, limiting alcohol, sleeping well and managing stress. Knowing your numbers helps too. Ask your clinician about checks for blood pressure, cholesterol and blood sugar. Some people also need medicines, such as those for blood pressure or cholesterol. These are decisions made with your clinician, and they work alongside healthy eating, not instead of it.

## When to get help

Call your local emergency number straight away if you have signs of a heart attack:

- Chest pain, pressure or tightness.
- Pain spreading to your arm, jaw, neck or back.
- Shortness of breath, feeling sick, sweating or feeling light-headed.

Women are more likely than men to have less typical symptoms, such as breathlessness, nausea or extreme tiredness. Do not wait to see if it passes.

Also talk to your clinician if you have not had your blood pressure or cholesterol checked recently. The same applies if heart disease runs in your family.`,
  keyInsight:
    'Heart disease risk goes up after menopause, and food is a strong tool. Mediterranean or DASH-style eating helps guard your heart. So do less salt, more fiber, and swapping saturated fats for healthier fats.',
  references: [
    {
      title:
        'Primary Prevention of Cardiovascular Disease with a Mediterranean Diet Supplemented with Extra-Virgin Olive Oil or Nuts',
      source: 'Estruch R, Ros E, Salas-Salvadó J, et al. New England Journal of Medicine 378(25):e34',
      year: 2018,
      url: 'https://doi.org/10.1056/NEJMoa1800389',
    },
    {
      title: 'A clinical trial of the effects of dietary patterns on blood pressure',
      source: 'Appel LJ, Moore TJ, Obarzanek E, et al. (DASH Collaborative Research Group). New England Journal of Medicine 336(16):1117-1124',
      year: 1997,
      url: 'https://doi.org/10.1056/NEJM199704173361601',
    },
    {
      title:
        'Effects on blood pressure of reduced dietary sodium and the Dietary Approaches to Stop Hypertension (DASH) diet',
      source: 'Sacks FM, Svetkey LP, Vollmer WM, et al. New England Journal of Medicine 344(1):3-10',
      year: 2001,
      url: 'https://doi.org/10.1056/NEJM200101043440101',
    },
    {
      title: '2021 Dietary Guidance to Improve Cardiovascular Health: A Scientific Statement From the American Heart Association',
      source: 'Lichtenstein AH, Appel LJ, Vadiveloo M, et al. Circulation 144(23):e472-e487',
      year: 2021,
      url: 'https://doi.org/10.1161/CIR.0000000000001031',
    },
    {
      title:
        'Menopause Transition and Cardiovascular Disease Risk: Implications for Timing of Early Prevention: A Scientific Statement From the American Heart Association',
      source: 'El Khoudary SR, Aggarwal B, Beckie TM, et al. Circulation 142(25):e506-e532',
      year: 2020,
      url: 'https://doi.org/10.1161/CIR.0000000000000912',
    },
  ],
};
