import type { EducationModuleSource } from '../types';

export const supplementsWhatTheEvidenceSaysModule: EducationModuleSource = {
  id: 'supplements-what-the-evidence-says',
  title: 'Supplements: What the Evidence Says',
  description:
    'A frank look at popular menopause supplements, from soy and black cohosh to vitamin D, magnesium and fish oil. Plus how to use them safely.',
  category: 'biohacking',
  orderIndex: 14,
  duration: 5,
  content: `Walk into any pharmacy or scroll online, and you will see rows of supplements that promise to "balance your hormones" or end hot flashes. It is natural to want something simple that helps. This module looks at what research actually shows, so you can spend your money and energy wisely.

## The big picture

Most supplements sold for menopause have not been shown to work well in good-quality studies. In 2023, The Menopause Society (then called The North American Menopause Society) published a position statement on non-hormone treatments for hot flashes and night sweats. Its expert panel reviewed the research. The panel did not recommend supplements or herbal remedies for these symptoms, because the evidence that they help is weak or inconsistent.

That does not mean no one feels better after taking a supplement. Hot flashes often change over time on their own. Many people also feel better when they take any pill they believe in. This is called the placebo effect. Good studies compare a product with a dummy pill, called a placebo, to find out whether it adds real benefit.

## Soy isoflavones

Isoflavones are natural plant compounds found in soy foods such as tofu, edamame and soy milk. They act a little like a weak form of estrogen. Some studies and reviews have found a small drop in how often hot flashes happen. Others have found no clear benefit. Results vary between products and between women. Based on the current evidence, The Menopause Society does not recommend soy foods or soy extracts as a treatment for hot flashes.

Eating soy foods as part of a balanced diet is generally considered safe for most women. If you have had breast cancer or another hormone-sensitive condition, talk with your care team before taking concentrated soy supplements.

## Black cohosh

Black cohosh is a plant root and one of the best-known menopause remedies. Research results are mixed. A Cochrane review published in 2012 pooled 16 trials and found not enough evidence to support using it for menopause symptoms.

There have also been rare reports of liver damage in people taking black cohosh products. It is not clear that black cohosh caused every case. Even so, an expert committee of the US Pharmacopeia decided these products should carry a caution on the label. If you take black cohosh, watch for signs of liver trouble. These include yellowing skin or eyes, dark urine or pain in the upper belly. If you notice any of them, get medical advice promptly.

## Vitamin D and calcium

These two nutrients matter for bone health. Bone loss speeds up in the years around menopause, which raises the risk of osteoporosis (thin, fragile bones). Vitamin D helps your body absorb calcium.

Getting enough calcium and vitamin D is important, but more is not always better. For most people, food is the best source of calcium. A supplement may make sense if your diet is low in calcium, or if your vitamin D is low because you get little sunlight. Advice on how much you need varies by age and country. In the US, the upper limit for adults is 100 micrograms (4,000 IU) of vitamin D a day, and 2,000 mg of calcium a day from food and supplements together after age 50. Upper limits are the most that is likely to be safe, not a goal. Vitamin D and calcium do not treat hot flashes.

Ask your clinician or pharmacist whether a supplement makes sense for you. They can look at your diet, your bone health and any medicines you take.

## Magnesium and omega-3

Magnesium is often promoted for sleep, mood and muscle cramps in midlife. There is little good evidence that magnesium supplements improve menopause symptoms. The US upper limit for magnesium from supplements is 350 mg a day for adults. This does not count the magnesium in food. More than that can cause diarrhea, nausea and cramps. People with kidney problems need extra care, because their kidneys may not clear the extra magnesium.

Omega-3 fats from fish oil are part of a healthy diet, and oily fish is a good food choice. But a carefully designed US trial of about 350 women found that omega-3 capsules did not reduce hot flashes any more than a placebo did.

## Quality and safety concerns

In many countries, supplements are not regulated like medicines. In the US, for example, supplements do not need approval from the Food and Drug Administration (FDA) before they go on sale. Makers do not have to prove that they work. This means:

- A bottle may not contain what the label says, or may contain a different amount
- Some products have been found to contain hidden ingredients that are not listed
- "Natural" does not always mean safe

Some supplements can interact with medicines. **St John's wort**, a herb often taken for low mood, is a well-known example. It speeds up how fast the body clears many medicines, so they may work less well. These include hormonal birth control, the blood thinner warfarin, medicines taken after an organ transplant, some heart and HIV medicines, some anti-seizure medicines, and some cancer medicines, including tamoxifen for breast cancer. Taken with some antidepressants or migraine medicines, it can also cause serious side effects. Never take it with any of these unless your prescriber agrees.

If you do choose a supplement, look for one that has been independently tested for quality. In the US, a "USP Verified" mark shows that a product has been checked for its contents. In the UK, a "THR" mark means a herbal product meets standards for quality and safety based on long traditional use. It does not prove the product works.

## Tell your clinician and pharmacist

Many people do not mention supplements at health appointments. Yet this information matters for your safety. Keep a simple list of everything you take, including vitamins, herbs, teas and powders. Bring it to appointments, or bring the bottles. Ask your pharmacist to check for interactions whenever you add something new, including a new prescription.

## When to get help

Talk to a clinician if your symptoms are affecting your sleep, work, mood or relationships. There are proven treatments for hot flashes, both hormonal and non-hormonal, and a clinician can help you weigh the options. Get medical advice promptly if you notice anything unusual after starting a supplement, such as a rash, yellowing skin, unusual bleeding or bruising, or a racing heart.`,
  keyInsight:
    'Most menopause supplements have little good proof behind them, and some can clash with medicines. Check the evidence first. Tell your clinician or pharmacist about all you take.',
  references: [
    {
      title: 'The 2023 nonhormone therapy position statement of The North American Menopause Society',
      source: 'The North American Menopause Society (now The Menopause Society). Menopause 30(6):573-590',
      year: 2023,
      url: 'https://doi.org/10.1097/GME.0000000000002200',
    },
    {
      title: 'Black cohosh (Cimicifuga spp.) for menopausal symptoms',
      source: 'Leach MJ, Moore V. Cochrane Database of Systematic Reviews, CD007244',
      year: 2012,
      url: 'https://doi.org/10.1002/14651858.CD007244.pub2',
    },
    {
      title: 'Efficacy of omega-3 for vasomotor symptoms treatment: a randomized controlled trial',
      source: 'Cohen LS, Joffe H, Guthrie KA, et al. (MsFLASH). Menopause 21(4):347-354',
      year: 2014,
      url: 'https://doi.org/10.1097/GME.0b013e31829e40b8',
    },
    {
      title: 'Herb-Drug Interactions: What the Science Says',
      source: 'National Center for Complementary and Integrative Health (NCCIH), US National Institutes of Health',
      year: 2021,
      url: 'https://www.nccih.nih.gov/health/providers/digest/herb-drug-interactions-science',
    },
    {
      title: "St. John's Wort",
      source: 'National Center for Complementary and Integrative Health (NCCIH), US National Institutes of Health',
      year: 2020,
      url: 'https://www.nccih.nih.gov/health/st-johns-wort',
    },
    {
      title: 'Magnesium: Fact Sheet for Health Professionals',
      source: 'Office of Dietary Supplements, US National Institutes of Health',
      year: 2022,
      url: 'https://ods.od.nih.gov/factsheets/Magnesium-HealthProfessional/',
    },
    {
      title: 'Vitamin D: Fact Sheet for Health Professionals',
      source: 'Office of Dietary Supplements, US National Institutes of Health',
      year: 2024,
      url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
    },
  ],
};
