import type { EducationModuleSource } from '../types';

export const nonHormonalTreatmentsModule: EducationModuleSource = {
  id: 'non-hormonal-treatments',
  title: 'Non-Hormonal Treatments for Hot Flashes',
  description:
    'The options with good evidence when hormone therapy is not right for you, from CBT to newer medicines. Plus what does not work.',
  category: 'truth-telling',
  orderIndex: 5,
  duration: 5,
  content: `Some women cannot take hormone therapy. Others prefer not to. The good news is that several non-hormonal options have real evidence behind them.

In 2023, The Menopause Society (then called The North American Menopause Society) reviewed the research. It published a position statement on which non-hormonal treatments work for hot flashes and night sweats, and which do not. This module summarizes it, along with newer medicines approved since then.

## Talking therapy and hypnosis

**Cognitive behavioral therapy (CBT)** is a short, practical talking therapy. It helps you notice and change unhelpful thoughts and habits. In trials, CBT reduced how much hot flashes bothered women and how much they got in the way of daily life. It can also help with sleep and low mood. CBT is recommended by The Menopause Society. NICE in the UK also recommends considering it, in the 2024 update to its menopause guideline. It can be done one-to-one, in a group, online or with a self-help book.

**Clinical hypnosis** is guided by a trained therapist. It uses deep relaxation and mental images, such as picturing a cool place. In trials, it reduced how often hot flashes happened and how strong they were. Recordings for home practice are often part of the treatment.

## Newer medicines that target the brain's thermostat

These medicines block signals from overactive brain cells that help trigger hot flashes. Our hot flashes module explains how this works.

- **Fezolinetant** blocks the neurokinin 3 (NK3) receptor. The US Food and Drug Administration (FDA) approved it in 2023 for moderate to severe hot flashes caused by menopause. Rarely, it can cause serious liver injury. In December 2024, the FDA added a **boxed warning** about this to its label. This is the most serious kind of warning on a US medicine. Liver blood tests are needed before you start, then every month for the first 3 months, and again at 6 and 9 months. The FDA advises people taking it to stop it and contact their prescriber straight away if they notice signs of liver problems. These include yellow skin or eyes, dark urine, pale stools, new tiredness, nausea, vomiting, itching or pain in the upper right belly.
- **Elinzanetant** blocks two receptors, NK1 and NK3. It was approved in the UK in July 2025, and by the FDA in October 2025, for moderate to severe hot flashes caused by menopause. It is taken once a day at bedtime. In trials, the most common side effects included sleepiness, tiredness and headache. If it makes you sleepy or dizzy, do not drive until that passes. Its US label asks for liver blood tests before you start and again after 3 months. It must not be taken in pregnancy.

Whether these newer medicines are available, and what they cost, differs from country to country.

## Other prescription medicines

- **SSRIs and SNRIs.** These are types of antidepressant. At low doses, they can also reduce hot flashes in women who are not depressed. **Paroxetine 7.5 mg** is the only one approved by the FDA specifically for hot flashes. Others, such as escitalopram, citalopram and venlafaxine, are also used. Some of them, especially paroxetine and fluoxetine, can interfere with the breast cancer medicine tamoxifen. Your clinician will check for this.
- **Gabapentin.** This medicine was first used for seizures and nerve pain. It can reduce hot flashes. Taken at bedtime, it may help with night sweats and sleep. It can cause dizziness and drowsiness.
- **Oxybutynin.** This medicine is used for an overactive bladder. It can also reduce hot flashes. It can cause a dry mouth, constipation and other side effects. There are concerns about a possible link between long-term use of this type of medicine and memory problems in older adults, so it may not suit everyone.

## Two more options in the 2023 statement

The 2023 statement also recommended two options, but with weaker evidence:

- **Weight loss.** For women who carry extra weight, losing some weight may ease hot flashes. The evidence is limited, but weight loss has other health benefits too.
- **Stellate ganglion block.** A specialist injects a local anesthetic into a bundle of nerves in the neck. A few small studies found it eased hot flashes. It is a procedure with its own risks, and it is not widely offered.

All medicines can have side effects and can interact with other medicines. Which one, if any, suits you depends on your health, your other medicines and your preferences.

## What the evidence does not support

The 2023 position statement did **not** recommend the following as treatments for hot flashes. Either good studies have shown they do not work, or the evidence is too weak or mixed:

- **paced breathing**, a slow, deep breathing technique
- **most supplements and herbal remedies**, such as black cohosh and other herbal products
- **soy foods and soy extracts**
- **yoga, exercise, relaxation and mindfulness**, as treatments for hot flashes specifically
- **cooling techniques and avoiding triggers**, as treatments
- **acupuncture**

This does not mean these things are useless. Exercise, yoga and relaxation have many other benefits for health, mood and sleep. Cooling tips can make flashes more bearable. They just have not been shown to reduce the hot flashes themselves.

Supplements are also less tightly regulated than medicines. Some can interact with prescription medicines, and a few have been linked to liver problems. "Natural" does not always mean safe.

## Making a choice

Each option has its own mix of benefits, side effects and practical points. Some women combine approaches, such as CBT alongside a medicine. It can help to think about:

- which symptoms bother you most
- whether you would prefer a medicine, a therapy, or both
- your other health conditions and medicines
- cost, and what is available where you live

## When to get help

If hot flashes or night sweats are affecting your life, talk with a clinician about these options. Bring a list of everything you take, including supplements. Decisions about medicines belong with you and your clinician, who knows your health history. If you are taking any of these medicines and notice side effects, contact your prescriber.`,
  keyInsight:
    'If hormone therapy is not right for you, other options work too. These include CBT, clinical hypnosis and some prescription medicines. Many popular supplements have not been shown to work.',
  references: [
    {
      title: 'The 2023 nonhormone therapy position statement of The North American Menopause Society',
      source: 'The North American Menopause Society (now The Menopause Society). Menopause 30(6):573-590',
      year: 2023,
      url: 'https://doi.org/10.1097/GME.0000000000002200',
    },
    {
      title: 'Menopause: identification and management (NICE guideline NG23)',
      source: 'National Institute for Health and Care Excellence (NICE), UK',
      year: 2024,
      url: 'https://www.nice.org.uk/guidance/ng23',
    },
    {
      title:
        'FDA adds warning about rare occurrence of serious liver injury with use of Veozah (fezolinetant) for hot flashes due to menopause',
      source: 'US Food and Drug Administration, Drug Safety Communication',
      year: 2024,
      url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-adds-warning-about-rare-occurrence-serious-liver-injury-use-veozah-fezolinetant-hot-flashes-due-menopause',
    },
    {
      title:
        'Elinzanetant for the Treatment of Vasomotor Symptoms Associated With Menopause: OASIS 1 and 2 Randomized Clinical Trials',
      source: 'Pinkerton JV, Simon JA, Joffe H, et al. JAMA 332(16):1343-1354',
      year: 2024,
      url: 'https://doi.org/10.1001/jama.2024.14618',
    },
    {
      title: 'LYNKUET (elinzanetant) capsules, for oral use: prescribing information',
      source: 'Bayer HealthCare; US Food and Drug Administration (label approved October 2025)',
      year: 2025,
      url: 'https://www.accessdata.fda.gov/drugsatfda_docs/label/2025/219469s000lbl.pdf',
    },
  ],
};
