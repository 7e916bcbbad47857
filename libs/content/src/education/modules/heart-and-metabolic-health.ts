import type { EducationModuleSource } from '../types';

export const heartAndMetabolicHealthModule: EducationModuleSource = {
  id: 'heart-and-metabolic-health',
  title: 'Heart and Metabolic Health After Menopause',
  description:
    'How menopause can change cholesterol, blood pressure and body fat. Why it matters for your heart, and the numbers worth knowing.',
  category: 'sacred-science',
  orderIndex: 12,
  duration: 4,
  content: `Heart disease is often thought of as a man's problem. In fact, **cardiovascular disease**, which includes heart attacks and strokes, is the leading cause of death in women in the US and around the world. The years around menopause are an important time to pay attention to your heart.

## What changes during the transition

In 2020, the American Heart Association published a scientific statement on the menopause transition and heart health. It reviewed many years of research. It found that several changes happen around this time that go beyond the effects of getting older:

- **Cholesterol.** LDL cholesterol, often called "bad" cholesterol, rises around the final period.
- **Body fat.** More fat tends to collect around the middle and deep inside the belly, around the organs. This is called **visceral fat**. It is linked to a higher risk of heart disease and type 2 diabetes, even without a big change in weight. Muscle mass also tends to fall.
- **Blood vessels.** Changes in the walls of the arteries that are linked to heart disease become more likely.
- **Metabolic syndrome.** The risk of metabolic syndrome rises. This is a cluster of problems that includes high blood pressure, high blood sugar, high levels of blood fats called triglycerides, and extra fat around the waist.

Blood pressure also tends to rise in midlife, and high blood pressure becomes more common in women after menopause.

## Signs of higher risk

The statement also highlighted some women who may be at higher risk:

- **Early menopause.** Reaching menopause at a younger age is linked with a higher risk of heart disease.
- **Hot flashes.** Frequent or severe hot flashes, especially ones that start early in the transition, are linked with worse heart risk factors and early signs of artery disease.

Some pregnancy problems are also linked with higher heart risk later in life. These include high blood pressure or pre-eclampsia in pregnancy, and diabetes in pregnancy. If any of these apply to you, tell your clinician.

These links do not mean you will get heart disease. They are signals to pay closer attention to prevention.

## Know your numbers

Many heart risks have no symptoms. Checking them is the only way to know. Ask your clinician about:

- **Blood pressure.** For most adults, a healthy reading is below 120/80. A home blood pressure monitor can help you keep track.
- **Cholesterol.** A blood test measures LDL, HDL and other blood fats.
- **Blood sugar.** An HbA1c blood test shows your average blood sugar over the past two to three months. It can spot prediabetes and diabetes.
- **Waist size.** Measuring your waist is a simple way to check for fat around the middle. In the UK, NICE suggests keeping your waist to less than half your height.
- **Weight.** Your clinician may also work out your body mass index (BMI).

Your clinician may use these numbers to estimate your chance of a heart attack or stroke over the next 10 years. Ask what your results mean for you.

## Life's Essential 8

In 2022, the American Heart Association updated its checklist for heart health, called **Life's Essential 8**. It covers four healthy behaviors and four health measures:

- **Eat better.** Focus on vegetables, fruit, whole grains, beans, nuts, fish and healthy oils. Limit salt, added sugar, processed meats and highly processed foods.
- **Be more active.** Aim for at least 150 minutes of moderate activity a week, such as brisk walking, or 75 minutes of vigorous activity. Muscle-strengthening exercise helps too.
- **Quit tobacco.** This includes smoking, vaping and being around other people's smoke.
- **Get healthy sleep.** Most adults need 7 to 9 hours a night.
- **Manage weight.** Even modest changes can improve blood pressure, cholesterol and blood sugar.
- **Control cholesterol.**
- **Manage blood sugar.**
- **Manage blood pressure.**

Small steps count. Changes you can keep up over time matter more than quick fixes.

Medicines, such as those that lower blood pressure or cholesterol, may be part of your plan if lifestyle changes are not enough, or if your risk is high. Hormone therapy is not recommended as a way to prevent heart disease. Decisions about medicines are made with your clinician.

## When to get help

Ask for a heart health check if you have not had your blood pressure, cholesterol and blood sugar checked recently. This is especially important if you had an early menopause or problems during pregnancy.

Call emergency services straight away if you have possible symptoms of a heart attack. In women, these can include:

- chest pain, pressure or tightness, which is still the most common symptom
- pain that spreads to the arm, jaw, neck or back
- shortness of breath
- feeling sick, sweating, or feeling lightheaded
- unusual tiredness

Also call emergency services straight away for signs of a stroke. These include a face drooping on one side, weakness in one arm, or slurred or confused speech.`,
  keyInsight:
    "Around menopause, cholesterol, body fat and other things shift in ways that raise heart risk. Know your numbers and follow Life's Essential 8. It can help guard your heart for years to come.",
  references: [
    {
      title:
        'Menopause Transition and Cardiovascular Disease Risk: Implications for Timing of Early Prevention: A Scientific Statement From the American Heart Association',
      source: 'El Khoudary SR, Aggarwal B, Beckie TM, et al. Circulation 142(25):e506-e532',
      year: 2020,
      url: 'https://doi.org/10.1161/CIR.0000000000000912',
    },
    {
      title:
        "Life's Essential 8: Updating and Enhancing the American Heart Association's Construct of Cardiovascular Health: A Presidential Advisory From the American Heart Association",
      source: 'Lloyd-Jones DM, Allen NB, Anderson CAM, et al. Circulation 146(5):e18-e43',
      year: 2022,
      url: 'https://doi.org/10.1161/CIR.0000000000001078',
    },
    {
      title: 'The 2022 hormone therapy position statement of The North American Menopause Society',
      source: 'The North American Menopause Society (now The Menopause Society). Menopause 29(7):767-794',
      year: 2022,
      url: 'https://doi.org/10.1097/GME.0000000000002028',
    },
  ],
};
