import type { EducationModuleSource } from '../types';

export const bladderSymptomsAndRecurrentUtisModule: EducationModuleSource = {
  id: 'bladder-symptoms-and-recurrent-utis',
  title: 'Bladder Symptoms and Repeat Urinary Infections After Menopause',
  description:
    'Why urgent needs to pee, leaks and repeat bladder infections get more common around menopause. The options with evidence, and the signs that need care soon.',
  category: 'sacred-science',
  orderIndex: 47,
  duration: 3,
  content: `Many women notice bladder changes in midlife. You may need to go more often, rush to get there in time, get up at night, or leak a little. Some women start to get one urinary tract infection (UTI) after another. These problems are common and very treatable. They are not something you just have to live with.

## Why menopause affects the bladder

The tissues of the vagina, the urethra (the tube you pee through) and the base of the bladder all respond to estrogen. When estrogen falls, these tissues get thinner and drier. The healthy bacteria in the vagina also change. This makes it easier for germs from the bowel to move in and cause infection. Doctors call this group of changes the **genitourinary syndrome of menopause**. Our module on it covers vaginal symptoms in more detail.

## Common bladder symptoms

- **Urgency:** a sudden strong need to pee that is hard to put off. With frequent trips, this is called **overactive bladder**.
- **Stress leaks:** leaking when you cough, sneeze, laugh or exercise.
- **Getting up at night** to pee.
- **Burning or discomfort** even when there is no infection.

## Repeat urinary infections

Doctors often call it **recurrent UTI** when you have 2 or more infections in 6 months, or 3 or more in a year. Typical UTI symptoms are burning when you pee, needing to go often, pain low in the belly, and cloudy or smelly urine.

Options with evidence include:

- **Vaginal estrogen.** For women after menopause, NICE says vaginal estrogen can be considered to prevent repeat UTIs if simple self-care is not enough. It rebuilds the tissues and the healthy bacteria. HRT taken as tablets is **not** recommended just to prevent UTIs.
- **Cranberry products.** A 2023 Cochrane review of 50 trials found that cranberry juice or capsules lowered the risk of repeat symptomatic UTIs in women who get them often.
- **Methenamine hippurate.** A tablet that makes urine less friendly to bacteria. NICE added it as an option in 2024.
- **Antibiotics to prevent infection,** taken daily for a time or after a known trigger such as sex. These work, but they can cause side effects and antibiotic resistance, so they are usually not the first choice.

The evidence for D-mannose and probiotics is less certain.

## Self-care that helps

- Drink enough fluid so that your urine is pale.
- Pee when you need to, rather than holding on.
- Pee soon after sex.
- Wipe from front to back.
- Avoid spermicides if you get repeat UTIs.

## Help for urgency and leaks

- **Pelvic floor muscle training.** NICE advises a supervised program for at least 3 months for stress or mixed leaks. Our pelvic floor module explains how.
- **Bladder training.** You slowly stretch the time between trips, over at least 6 weeks. It is the first choice for urgency.
- **Cutting down on caffeine,** and not drinking too much or too little.
- **Vaginal estrogen** can also help urgency in women with vaginal dryness.
- **Medicines and other treatments** are options if these steps are not enough.

## When to see a clinician

- if you think you have a UTI, especially if it is your first or if symptoms do not clear
- if you keep getting UTIs
- if leaks or urgency affect your life

**Get help the same day** if you have:

- **fever, shivering, pain in your side or back, or vomiting,** which can mean a kidney infection
- **blood in your urine** that you can see, especially if you are over 45. It needs checking even if it goes away.

In older women, sudden confusion can be a sign of infection and needs prompt care.`,
  keyInsight:
    'Falling estrogen thins the tissue around the bladder. So urgent needs to pee, leaks and repeat bladder infections get more common. Vaginal estrogen, cranberry products and bladder and pelvic floor training all have evidence. Blood you can see in your pee always needs a check.',
  references: [
    {
      title: 'Urinary tract infection (recurrent): antimicrobial prescribing (NICE guideline NG112)',
      source: 'National Institute for Health and Care Excellence (NICE), UK',
      year: 2024,
      url: 'https://www.nice.org.uk/guidance/ng112',
    },
    {
      title: 'Cranberries for preventing urinary tract infections',
      source:
        'Williams G, Stothart CI, Hahn D, Stephens JH, Craig JC, Hodson EM. Cochrane Database of Systematic Reviews 2023, Issue 11, CD001321',
      year: 2023,
      url: 'https://doi.org/10.1002/14651858.CD001321.pub7',
    },
    {
      title: 'Urinary incontinence and pelvic organ prolapse in women: management (NICE guideline NG123)',
      source: 'National Institute for Health and Care Excellence (NICE), UK',
      year: 2019,
      url: 'https://www.nice.org.uk/guidance/ng123',
    },
  ],
};
