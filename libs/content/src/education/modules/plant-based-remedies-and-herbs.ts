import type { EducationModuleSource } from '../types';

export const plantBasedRemediesAndHerbsModule: EducationModuleSource = {
  id: 'plant-based-remedies-and-herbs',
  title: 'Plant-Based Remedies and Herbs',
  description:
    'What trials say about black cohosh, red clover, evening primrose oil, dong quai, ginseng, sage and maca. And how to judge herbal claims for yourself.',
  category: 'biohacking',
  orderIndex: 15,
  duration: 5,
  content: `Plants have been used as medicine for thousands of years, and some modern drugs began as plant compounds. So it makes sense that many women turn to herbs during perimenopause and menopause. This module looks at the most popular herbal remedies, what the research shows, and how to judge claims for yourself.

## What counts as good evidence?

The strongest evidence comes from randomized controlled trials. In these studies, women are put into groups by chance. One group takes the remedy, and another takes a dummy pill called a placebo. Ideally, no one knows who is getting which until the end.

Systematic reviews go one step further. They gather all the good trials on a question and weigh them together. Cochrane is an independent international network known for careful reviews of this kind.

In menopause studies, the placebo effect is strong. Many women in the placebo group feel their hot flashes improve. So a remedy needs to do better than a placebo to show that it truly works.

Personal stories can be powerful. But a story cannot tell us whether a remedy worked, or whether symptoms would have eased anyway with time.

## What the research shows

- **Black cohosh.** A Cochrane review published in 2012 looked at 16 trials with more than 2,000 women. It found insufficient evidence that black cohosh relieves menopause symptoms. Rare cases of liver problems have been reported in people taking it.
- **Red clover.** Red clover contains isoflavones, plant compounds that act a little like a weak form of estrogen. A Cochrane review of phytoestrogens (plant estrogens) published in 2013 found no clear evidence that red clover extracts reduce hot flashes.
- **Soy and other phytoestrogens.** The same 2013 review found no conclusive evidence that phytoestrogen foods or supplements reduce hot flashes and night sweats. It suggested that extracts rich in one isoflavone, called genistein, deserve more study.
- **Evening primrose oil.** It is often sold for hot flashes and breast pain. There is little good evidence that it helps hot flashes. It can cause an upset stomach and may interact with some medicines, including blood thinners.
- **Dong quai.** This root is used in traditional Chinese medicine. The few trials done have not shown that it works better than a placebo for hot flashes. It may raise the risk of bleeding, especially in people taking blood thinners such as warfarin.
- **Ginseng.** Some studies suggest ginseng may help mood, sleep or sense of well-being, but it has not been shown to reduce hot flashes. It can affect blood sugar and may interact with some medicines, including blood thinners and diabetes medicines.
- **Sage.** Sage has a long history of use for sweating. Only a few small studies have looked at it for hot flashes, so the evidence is weak. Sage contains a substance called thujone, which can be harmful in large amounts. Using sage in cooking is not a concern.
- **Maca.** This root vegetable from Peru is often sold as a powder. Research on maca for menopause symptoms is very limited and mostly based on small studies. We do not know enough to say whether it helps, or whether long-term use is safe.

## "Natural" does not mean safe

Plants contain active chemicals. That is why some of them have effects in the body. It is also why they can cause side effects and interact with medicines. For example, kava, a plant once widely sold for anxiety, has been linked to serious liver damage.

Some herbs can also affect how your body handles hormones or other medicines, which is why pharmacists ask about them. Herbal products can also vary a great deal. Two bottles with the same herb on the label may contain different amounts, or different parts of the plant. Some products have been found to contain ingredients that are not listed on the label.

Take extra care if you:

- Take any prescription medicines, especially blood thinners, heart medicines, diabetes medicines, antidepressants or epilepsy medicines
- Have had breast cancer or another hormone-sensitive cancer
- Have liver or kidney disease
- Are going to have surgery, since some herbs can affect bleeding

## How to judge a claim

When you see a product that promises relief, ask yourself:

- **Who is making the claim?** Is it someone who profits from selling the product?
- **What is the evidence?** Look for trials that compare the product with a placebo, not just personal stories and reviews.
- **How big was the effect?** A small change in a small study is not the same as proof.
- **Does it sound too good to be true?** Words like "miracle," "cure" or "balances all your hormones" are warning signs.
- **What are the risks?** Check trusted sources, such as your national health service, Cochrane summaries or the US National Center for Complementary and Integrative Health.

## Talk it through

If you want to try a herbal remedy, that is your choice. You will lower your risk if you talk it through with a clinician or pharmacist first. Tell them the exact product and dose, and mention every other medicine and supplement you take. Change only one thing at a time, and give it a fair trial of a few weeks. Keeping a simple symptom diary can help you see whether the remedy is making any real difference.

## When to get help

Get medical advice promptly if you notice yellowing of the skin or eyes, dark urine, unusual bruising or bleeding, a rash, or a racing heart after starting any herbal product. Also talk to a clinician if your symptoms are affecting your daily life. Proven treatments exist, and you do not have to manage on your own.`,
  keyInsight:
    'In good trials, most herbal remedies for menopause did no better than a dummy pill. Some can cause harm or clash with medicines. Check the evidence, and talk to a pharmacist or clinician before you try one.',
  references: [
    {
      title: 'Black cohosh (Cimicifuga spp.) for menopausal symptoms',
      source: 'Leach MJ, Moore V. Cochrane Database of Systematic Reviews, CD007244',
      year: 2012,
      url: 'https://doi.org/10.1002/14651858.CD007244.pub2',
    },
    {
      title: 'Phytoestrogens for menopausal vasomotor symptoms',
      source:
        'Lethaby A, Marjoribanks J, Kronenberg F, Roberts H, Eden J, Brown J. Cochrane Database of Systematic Reviews, CD001395',
      year: 2013,
      url: 'https://doi.org/10.1002/14651858.CD001395.pub4',
    },
    {
      title: 'The 2023 nonhormone therapy position statement of The North American Menopause Society',
      source: 'The North American Menopause Society (now The Menopause Society). Menopause 30(6):573-590',
      year: 2023,
      url: 'https://doi.org/10.1097/GME.0000000000002200',
    },
    {
      title: 'United States Pharmacopeia review of the black cohosh case reports of hepatotoxicity',
      source: 'Mahady GB, Low Dog T, Barrett ML, et al. Menopause 15(4):628-638',
      year: 2008,
      url: 'https://doi.org/10.1097/gme.0b013e31816054bf',
    },
  ],
};
