import type { EducationModuleSource } from '../types';

export const pelvicFloorHealthModule: EducationModuleSource = {
  id: 'pelvic-floor-health',
  title: 'Pelvic Floor Health',
  description:
    'What your pelvic floor does and why leaks and heaviness are common in midlife. How the right exercises and support can help.',
  category: 'practice',
  orderIndex: 31,
  duration: 5,
  content: `Leaking a little when you sneeze. Rushing to the toilet. A heavy feeling low down. These problems are very common in midlife, but many women feel too embarrassed to mention them. The good news is that they are often treatable, and there is a lot you can do yourself.

## What is the pelvic floor?

The pelvic floor is a group of muscles at the base of your pelvis. They stretch like a hammock from your pubic bone at the front to your tailbone at the back.

These muscles:

- Support your bladder, bowel and womb.
- Help you hold in urine, wind and stools until you are ready.
- Relax to let you empty your bladder and bowel.
- Play a part in sexual feeling and function.

## Why problems are common in midlife

Several things can weaken or strain the pelvic floor over time:

- Pregnancy and childbirth.
- Aging, as muscles lose some strength.
- Lower estrogen after menopause, which can make tissues around the vagina and bladder thinner and drier.
- A long-term cough, for example from smoking or asthma.
- Constipation and straining.
- Regular heavy lifting.
- Carrying extra body weight.

## Types of leaks

**Stress urinary incontinence** means leaking when there is pressure on your bladder. This might happen when you cough, sneeze, laugh, jump or lift. Here, stress means physical pressure, not emotional stress.

**Urge incontinence** means a sudden, strong need to pass urine, sometimes leaking before you reach the toilet. You may also need to go often, including at night. This is part of what is called an overactive bladder.

Many women have a mix of both. Leaks are common, but they are not something you just have to accept.

## Pelvic floor muscle training works

Pelvic floor muscle training means doing regular exercises to strengthen these muscles. It has good evidence behind it.

A Cochrane review in 2018 brought together many trials. Women with urinary incontinence who did pelvic floor muscle training were more likely to report that their leaks were cured or improved than women who had no treatment. The benefit was clearest for stress incontinence. Women also reported better quality of life.

In the UK, NICE guidance recommends at least three months of supervised pelvic floor muscle training as the first treatment for stress or mixed incontinence.

## How to do the exercises

Many women do these exercises without being sure they are doing them right. Take your time to learn.

- **Find the muscles.** Sit or lie comfortably. Imagine you are trying to stop yourself passing wind and stop the flow of urine at the same time. The feeling is a squeeze and a lift inwards and upwards. Do not practice by stopping your urine midstream regularly, as this can upset normal emptying.
- **Keep the rest of you relaxed.** Try not to squeeze your buttocks, thighs or tummy. Keep breathing normally. Do not hold your breath.
- **Slow squeezes.** Squeeze and lift, and hold for up to 10 seconds. Then fully relax for the same time. Repeat up to 10 times.
- **Quick squeezes.** Squeeze and lift quickly, then let go fully. Repeat up to 10 times.
- **Build a routine.** NICE suggests at least 8 squeezes, three times a day. Start with what you can manage and build up.
- **Use the knack.** Squeeze your pelvic floor just before you cough, sneeze or lift.

Results take time. Many women notice a difference after a few weeks, but it can take around three months. Keep going once things improve to maintain the benefit. Phone apps can help remind you.

## Pelvic floor physiotherapists

A pelvic floor physiotherapist is a physiotherapist with special training in this area. They can check that you are using the right muscles, often with an internal exam if you agree. They can then create a plan that suits you. Some use tools such as biofeedback, which shows your muscle activity on a screen. In some places you can refer yourself without seeing a doctor first.

Other things that may help include bladder training for urgency, avoiding constipation, and cutting down on caffeine. Try not to cut back on drinks too much, as strong, concentrated urine can irritate the bladder.

Your clinician can also talk with you about other treatments. These include vaginal estrogen for dryness and bladder symptoms after menopause, medicines for overactive bladder, vaginal support devices called pessaries, and surgery. Decisions about these are made together with your clinician.

## Signs of prolapse

Pelvic organ prolapse happens when one or more of the organs in the pelvis slip down into the vagina. This happens when their support weakens. Signs include:

- A feeling of heaviness or dragging in your lower tummy or vagina.
- Feeling or seeing a bulge or lump in or coming out of your vagina.
- A feeling of something coming down, often worse at the end of the day.
- Trouble emptying your bladder or bowel fully.
- Discomfort during sex.

Pelvic floor training can help the symptoms of mild prolapse. Other treatments are available if needed.

## When to see a clinician

See a clinician if:

- Leaks, urgency or frequent trips to the toilet bother you or affect your life.
- You notice a bulge, heaviness or dragging feeling.
- You leak stools or wind, or struggle to control your bowels.
- You have pain or burning when passing urine, or blood in your urine.
- You have any bleeding from the vagina after menopause.

Get urgent help if you suddenly cannot pass urine at all. Also get urgent help if you have new problems controlling your bladder or bowel along with numbness around your bottom or genitals.

Pelvic floor problems are common and treatable. Talking about them is the first step to feeling more confident.`,
  keyInsight:
    'Leaks and a heavy feeling down below are common in midlife, but you do not have to live with them. Pelvic floor exercises, done the right way and often, help many women. A pelvic floor physical therapist can check your technique.',
  references: [
    {
      title:
        'Pelvic floor muscle training versus no treatment, or inactive control treatments, for urinary incontinence in women',
      source: 'Dumoulin C, Cacciari LP, Hay-Smith EJC. Cochrane Database of Systematic Reviews, CD005654',
      year: 2018,
      url: 'https://doi.org/10.1002/14651858.CD005654.pub4',
    },
    {
      title: 'Urinary incontinence and pelvic organ prolapse in women: management (NG123)',
      source: 'National Institute for Health and Care Excellence (NICE)',
      year: 2019,
      url: 'https://www.nice.org.uk/guidance/ng123',
    },
    {
      title: 'Pelvic floor dysfunction: prevention and non-surgical management (NG210)',
      source: 'National Institute for Health and Care Excellence (NICE)',
      year: 2021,
      url: 'https://www.nice.org.uk/guidance/ng210',
    },
  ],
};
