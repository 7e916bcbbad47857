import type { EducationModuleSource } from '../types';

export const headachesAndMigraineModule: EducationModuleSource = {
  id: 'headaches-and-migraine',
  title: 'Headaches and Migraine Around Menopause',
  description:
    'Why migraine often gets worse in perimenopause and may ease after. What HRT and birth control mean if you have migraine, what helps, and headache warning signs.',
  category: 'sacred-science',
  orderIndex: 46,
  duration: 3,
  content: `Migraine is more than a bad headache. An attack often brings throbbing pain, often on one side, with nausea and a strong dislike of light or noise. It can stop you from doing your normal day. Migraine is about three times more common in women than in men, and it is most common in the 40s.

## Why perimenopause can make migraine worse

For many women, migraine is linked to hormones. Attacks are often triggered by a **fall in estrogen**, which is why some women get them just before or during a period. In perimenopause, estrogen does not fall smoothly. It swings up and down, sometimes sharply. So migraine often becomes more frequent or harder to treat in these years. Night sweats and poor sleep can add to it.

## What happens after menopause

Large population studies show that migraine often **improves after menopause**, once hormone levels settle. But this is not true for everyone. Some women, especially those seen in headache clinics, find it does not improve. Migraine is less likely to improve after a sudden surgical menopause than after a natural one.

## Migraine with aura

Some people with migraine have **aura**. This is a warning phase, usually before the headache. It most often affects vision, such as zigzag lines, flashing lights or blind spots. It can also cause tingling or numbness. Aura usually builds over a few minutes and lasts less than an hour.

Aura matters for hormone choices, so tell your clinician if you have it.

## Hormones and migraine

- **Combined contraception** (the pill, patch or ring with estrogen) is **not advised** for women who have migraine with aura, because it raises the risk of stroke.
- **HRT is different.** It uses a different, weaker form and dose of estrogen than the pill. Migraine, including migraine with aura, does not on its own rule out HRT.
- **Estrogen through the skin** (a patch, gel or spray) gives steadier levels than tablets. It is often preferred for women with migraine, at the lowest dose that controls symptoms.
- **Continuous** HRT, without a monthly break, may suit migraine better than cyclical types.
- If headaches get worse on HRT, changing the dose, route or progestogen often helps. Tell your clinician if you get aura for the first time, or if your aura changes.

## Practical steps

- **Keep a headache diary** for a few months. Note attacks, your periods, sleep, food, drinks and stress. Patterns can guide treatment.
- **Treat attacks early** with the medicine your clinician suggests.
- **Be careful with painkillers.** Taking them on many days a month can itself cause more headaches. This is called medication-overuse headache.
- **Keep regular habits:** regular meals, enough water, and steady sleep and wake times.
- **Ask about prevention** if you have frequent attacks. Several medicines can reduce how often they happen.

## When to see a clinician

Book an appointment if:

- headaches are becoming more frequent or severe
- you need painkillers on many days each month
- you have aura for the first time, or your aura changes
- you are thinking about HRT or contraception and have migraine

**Get emergency help straight away** for:

- a sudden, very severe headache that peaks within seconds or minutes, the worst you have ever had
- a headache with weakness, numbness, drooping face, trouble speaking or confusion
- a headache with fever, a stiff neck or a rash
- a headache after a head injury

Also see a clinician soon about a **new kind of headache after age 50**.`,
  keyInsight:
    'Migraine often gets worse in perimenopause because estrogen goes up and down. Many women get better after menopause. Migraine with aura rules out the combined pill. It does not on its own rule out HRT, where steady estrogen through the skin is often preferred.',
  references: [
    {
      title: 'Migraine and the menopause',
      source: 'MacGregor EA. Journal of the British Menopause Society 12(3):104-108',
      year: 2006,
      url: 'https://doi.org/10.1258/136218006778234048',
    },
    {
      title: 'Migraine in menopausal women: a systematic review',
      source: "Ripa P, Ornello R, Degan D, et al. International Journal of Women's Health 7:773-782",
      year: 2015,
      url: 'https://doi.org/10.2147/IJWH.S70073',
    },
    {
      title: 'Migraine and HRT (factsheet)',
      source: "Women's Health Concern, the patient arm of the British Menopause Society",
      year: 2017,
      url: 'https://www.womens-health-concern.org/help-and-advice/factsheets/migraine-and-hrt/',
    },
    {
      title: 'U.S. Medical Eligibility Criteria for Contraceptive Use, 2024',
      source:
        'Nguyen AT, Curtis KM, Tepper NK, et al. Centers for Disease Control and Prevention. MMWR Recommendations and Reports 73(4):1-126',
      year: 2024,
      url: 'https://doi.org/10.15585/mmwr.rr7304a1',
    },
  ],
};
