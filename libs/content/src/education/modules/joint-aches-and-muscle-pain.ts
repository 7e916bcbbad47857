import type { EducationModuleSource } from '../types';

export const jointAchesAndMusclePainModule: EducationModuleSource = {
  id: 'joint-aches-and-muscle-pain',
  title: 'Joint Aches and Muscle Pain',
  description:
    'Why aches and stiffness are so common in the menopause transition, what helps, and which signs need a check-up.',
  category: 'self-care',
  orderIndex: 26,
  duration: 4,
  content: `Stiff fingers in the morning. Sore knees on the stairs. A shoulder that aches at night. Many women are surprised to find that aches and pains are one of the most common parts of the menopause transition. You are not imagining it, and you are not alone.

## How common is it?

Muscle and joint pain is often called musculoskeletal pain. One review pulled together 16 studies. It estimated that about 7 in 10 women in perimenopause have this kind of pain. Perimenopause is the time of changing hormones before periods stop for good. The same review found that women were more likely to report pain during and after the transition than before it.

## Why might it happen?

Researchers are still working this out. But there are some likely reasons.

- **Estrogen.** Estrogen acts on joints, cartilage, muscles, tendons and bone. It also helps calm inflammation. Inflammation is the body's response to injury or irritation. It can cause pain, heat and swelling. When estrogen falls, some of this protection may be lost.
- **Muscle loss.** Muscle mass slowly falls with age. Weaker muscles give joints less support.
- **Aging joints.** Osteoarthritis becomes more common with age. This is wear and repair in a joint that can cause pain and stiffness.
- **Sleep and mood.** Poor sleep and low mood can make pain feel worse. Both are common in midlife.
- **Weight and activity.** Extra weight puts more load on knees and hips. Moving less can lead to stiffness.

A 2024 review suggested a new name, the musculoskeletal syndrome of menopause. It groups joint pain, muscle loss, bone loss and arthritis together. It is not yet a formal diagnosis. But it reflects a growing view that these problems deserve attention.

## Common problems in midlife

- **General aches and stiffness,** often in the hands, knees, hips, neck and shoulders.
- **Frozen shoulder.** The shoulder becomes painful and then very stiff. It is more common in women, in people aged about 40 to 60, and in people with diabetes. It often gets better on its own, but this can take a long time, sometimes years. Treatment can help with pain and movement along the way.
- **Pain on the outer side of the hip.** It is often worse when lying on that side or climbing stairs. It is common in midlife women and is usually linked to the tendons around the hip.
- **Muscle soreness and weakness,** which can make everyday tasks feel harder.

## What helps

There is no single fix. But several things have good evidence, and they work well together.

- **Keep moving.** Regular activity keeps joints supple and muscles strong. Long rest tends to make stiffness worse. Walking, swimming, cycling and water exercise are often easier on sore joints.
- **Build strength.** Strength training on two or more days a week supports your joints and protects bone. For osteoarthritis, UK guidance from NICE puts exercise at the heart of treatment.
- **Manage your weight if it affects your joints.** For knee and hip pain, losing some weight can reduce the load and ease symptoms.
- **Protect your sleep.** Good sleep helps your body recover and can make pain easier to cope with.
- **Use warmth.** A warm bath, shower or heat pack can ease morning stiffness.
- **See a physiotherapist.** A physiotherapist can find the cause of a problem and give you exercises that suit you.

Some people use pain relief from a pharmacy. Ask a pharmacist or clinician which options are safe for you. This matters most if you have stomach, kidney or heart problems or take other medicines.

Some women notice their aches ease on hormone therapy. But research on this is limited. If you are thinking about hormone therapy, talk it through with your clinician. It is a decision you make together, based on all your symptoms and your health.

## When to get help

Some joint and muscle symptoms need a proper check. See a clinician if you have:

- **Hot, red or swollen joints,** especially if more than one joint is affected.
- **Morning stiffness that lasts more than 30 minutes,** especially in the small joints of your hands or feet. This can be a sign of inflammatory arthritis, such as rheumatoid arthritis. It may need blood tests and a specialist review. Early treatment matters.
- **Pain that wakes you at night,** or comes with weight loss, fever or feeling very unwell.
- **Muscle weakness,** such as trouble getting up from a chair or lifting your arms.
- **New muscle pain after starting a medicine.** Do not stop a prescribed medicine on your own. Talk to your clinician.
- **A shoulder that keeps getting stiffer** or stops you sleeping.

Get urgent help if you have:

- A hot, swollen joint together with a fever.
- A joint you suddenly cannot move or put weight on, especially after a fall.
- Back pain with numbness around your bottom or genitals, or new problems controlling your bladder or bowels.

Aches are common, but you do not have to simply put up with them. With the right mix of movement, strength and support, many women feel much better.`,
  keyInsight:
    'Muscle and joint pain is one of the most common parts of the menopause transition. Regular movement and strength work help most, but hot, swollen joints or morning stiffness lasting over 30 minutes should be checked.',
  references: [
    {
      title: 'Musculoskeletal Pain during the Menopausal Transition: A Systematic Review and Meta-Analysis',
      source: 'Lu CB, Liu PF, Zhou YS, et al. Neural Plasticity 2020:8842110',
      year: 2020,
      url: 'https://doi.org/10.1155/2020/8842110',
    },
    {
      title: 'The musculoskeletal syndrome of menopause',
      source: 'Wright VJ, Schwartzman JD, Itinoche R, Wittstein J. Climacteric',
      year: 2024,
      url: 'https://scholars.duke.edu/publication/1640549',
    },
    {
      title: 'Osteoarthritis in over 16s: diagnosis and management (NG226)',
      source: 'National Institute for Health and Care Excellence (NICE)',
      year: 2022,
      url: 'https://www.nice.org.uk/guidance/ng226',
    },
    {
      title: 'Rheumatoid arthritis in adults: management (NG100)',
      source: 'National Institute for Health and Care Excellence (NICE)',
      year: 2018,
      url: 'https://www.nice.org.uk/guidance/ng100',
    },
  ],
};
