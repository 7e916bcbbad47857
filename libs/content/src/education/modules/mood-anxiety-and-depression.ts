import type { EducationModuleSource } from '../types';

export const moodAnxietyAndDepressionModule: EducationModuleSource = {
  id: 'mood-anxiety-and-depression',
  title: 'Mood, Anxiety and Depression in Midlife',
  description:
    'Why the menopause transition can affect mood, who is more at risk, what helps, and where to turn if you are struggling.',
  category: 'sacred-science',
  orderIndex: 10,
  duration: 4,
  content: `Many women feel more irritable, anxious, tearful or low during perimenopause. Some say they no longer feel like themselves. These feelings are common and real. They are not a personal failing. For some women, they develop into depression, which is a medical condition that can be treated.

If you are thinking about harming yourself or ending your life, please get help now. Contact emergency services or a crisis line. In the US, call or text **988**. In the UK and Ireland, call Samaritans free on **116 123**, day or night.

## A window of higher risk

Research, including the Study of Women's Health Across the Nation (SWAN), shows that the menopause transition is a time of higher risk for depressive symptoms and for depression. This is true even for some women who have never been depressed before.

Expert guidelines on perimenopausal depression were published in 2018 in the journal Menopause. They describe perimenopause as a "window of vulnerability" for both depressive symptoms and major depression. The same guidelines note that most women who have a major depression during perimenopause have had depression before.

Why does this happen? Changing and unpredictable hormone levels seem to play a part, especially for women who are sensitive to these shifts. Hot flashes, night sweats and poor sleep add to the strain. Midlife also often brings big life events and pressures.

## Common symptoms

- feeling low, flat or hopeless
- losing interest or pleasure in things you used to enjoy
- irritability, anger or a short fuse
- anxiety, worry or a sense of dread
- panic attacks
- mood swings and tearfulness
- trouble sleeping
- low energy and poor concentration
- feeling worthless or guilty

If several of these last for most of the day, on most days, for two weeks or more, talk to a clinician.

## Who is at higher risk?

You may be more likely to have mood problems during the transition if you have had:

- depression or anxiety in the past
- premenstrual syndrome (PMS), or premenstrual dysphoric disorder (PMDD), which is a severe form of PMS
- postnatal depression, which is depression after having a baby
- stressful life events, such as bereavement, divorce, money worries or caring for others
- bothersome hot flashes and poor sleep

Knowing your risk can help you spot early signs and ask for support sooner.

## What helps

There are many effective options. The right mix depends on your symptoms and what you prefer.

- **Talking therapies.** Cognitive behavioral therapy (CBT) can help with low mood and anxiety. NICE suggests considering CBT for low mood linked to menopause. Other talking therapies can help too.
- **Exercise.** Regular physical activity can lift mood, ease anxiety and improve sleep.
- **Connection.** Time with friends and family, or a support group, can ease loneliness.
- **Sleep.** Treating insomnia and night sweats can improve mood.
- **Antidepressants.** For depression, antidepressants are one of the main proven treatments in perimenopause, just as at other times of life. Some can also reduce hot flashes.
- **Hormone therapy.** For some women, hormone therapy may improve low mood linked to perimenopause, especially if they also have hot flashes. But it is not licensed as an antidepressant. It is not a replacement for depression treatment when that is needed. For some women, hormone therapy raises the risk of blood clots, stroke or breast cancer. Our module on its benefits and risks gives the numbers.

Cutting down on alcohol can also help, as alcohol can worsen low mood, anxiety and sleep.

Treatment decisions belong with you and your clinician. If you already take medicine for your mental health, talk with your prescriber before making any changes.

## Talking to your clinician

It helps to say clearly how you feel and how long it has lasted. A symptom diary can show whether mood changes follow your cycle, or come with hot flashes and poor sleep. Your clinician may ask you to fill in a short questionnaire about your mood. Mention any past depression, postnatal depression or PMDD, as this can guide treatment.

If you find it hard to start the conversation, you could say: "My mood has changed a lot over the last few months, and I am struggling."

## Supporting someone else

If someone close to you seems low or anxious, gently ask how they are. Listen without judging. Encourage them to talk to a clinician, and offer practical help, such as going to the appointment with them.

## When to get help

Get help urgently if:

- you are thinking of harming yourself or ending your life
- you feel unable to keep yourself safe
- you have made a plan to harm yourself

Contact emergency services or a crisis line now. In the US, call or text 988. In the UK and Ireland, call Samaritans on 116 123. If you live elsewhere, contact your local emergency number.

See a clinician soon if low mood, anxiety or irritability last more than two weeks, or affect your work, relationships or daily life.`,
  keyInsight:
    'Low mood and anxiety are more likely around menopause, even if you have never been depressed. Good help exists. If you ever think about harming yourself, call a crisis line or emergency services right away.',
  references: [
    {
      title: 'Guidelines for the evaluation and treatment of perimenopausal depression: summary and recommendations',
      source:
        'Maki PM, Kornstein SG, Joffe H, et al., on behalf of The North American Menopause Society and the Women and Mood Disorders Task Force of the National Network of Depression Centers. Menopause 25(10):1069-1085',
      year: 2018,
      url: 'https://doi.org/10.1097/GME.0000000000001174',
    },
    {
      title: "Major depression during and after the menopausal transition: Study of Women's Health Across the Nation (SWAN)",
      source: 'Bromberger JT, Kravitz HM, Chang YF, et al. Psychological Medicine 41(9):1879-1888',
      year: 2011,
      url: 'https://doi.org/10.1017/S003329171100016X',
    },
    {
      title: 'Menopause: identification and management (NICE guideline NG23)',
      source: 'National Institute for Health and Care Excellence (NICE), UK',
      year: 2024,
      url: 'https://www.nice.org.uk/guidance/ng23',
    },
  ],
};
