import type { EducationModuleSource } from '../types';

export const menopauseAtWorkModule: EducationModuleSource = {
  id: 'menopause-at-work',
  title: 'Menopause at Work',
  description:
    'How symptoms can affect your work day and what your rights may be. Small changes that help, and how to talk to your manager if you want to.',
  category: 'boundary-mastery',
  orderIndex: 18,
  duration: 4,
  content: `Many women go through perimenopause and menopause while working. Symptoms can show up at the worst moments: a hot flash in a meeting, a bad night before a big day, or trouble finding words during a presentation. Surveys in the UK suggest that many women feel their symptoms affect their work, and some have left jobs because of them. You are not alone, and there are ways to make work more manageable.

## How symptoms can affect work

- **Hot flashes and sweating** can be uncomfortable and embarrassing, especially in warm rooms or heavy uniforms.
- **Poor sleep** from night sweats can lead to tiredness and trouble concentrating.
- **Brain fog**, memory lapses and difficulty finding words can knock your confidence.
- **Heavy or unpredictable periods** in perimenopause can make long meetings or travel stressful.
- **Anxiety, low mood and irritability** can affect how you feel about your work and colleagues.
- **Joint aches and headaches** can make some tasks harder.

These are common, real effects of changing hormones. They are not a sign that you are less capable.

## Your rights depend on where you live

Laws differ between countries, so always check the rules where you work.

**In the UK**, menopause is not a separate protected characteristic under the Equality Act 2010. But women may be protected on the grounds of sex, age and disability. In 2024, the Equality and Human Rights Commission (EHRC) published guidance for employers on menopause in the workplace. It explains that if symptoms have a long-term and substantial effect on your ability to do normal day-to-day activities, they may count as a disability. In that case, your employer has a legal duty to make reasonable adjustments. The guidance also warns that making fun of someone's symptoms could count as harassment.

**In the US**, there is no federal law that deals specifically with menopause, and protection varies. The Americans with Disabilities Act (ADA) may apply in some cases, for example if symptoms or a related condition substantially limit a major life activity. Laws against sex and age discrimination may also be relevant. Some states and cities have their own rules.

**Elsewhere**, rules vary widely. Your HR team, a trade union, an employment advice service or an employment lawyer can help you understand your rights.

## Practical adjustments that can help

Adjustments are changes to how, when or where you work. Many are simple and cost little. Examples include:

- A desk fan, a seat near a window or away from heat, or some control over room temperature
- Easy access to cold drinking water and toilets
- Uniforms in lighter, breathable fabrics, or permission to remove layers
- Flexible start and finish times after a bad night
- The option to work from home on some days, where the job allows
- Short breaks to cool down, rest or manage heavy bleeding
- Access to a quiet space to take a moment
- Adjusted deadlines or workload during a hard patch
- Written notes and summaries to support memory and focus

## Talking to your manager

You do not have to tell your employer about menopause or any health condition. It is your choice. If you want adjustments, though, your employer will usually need to know what support you need. You can focus on your needs rather than your diagnosis if you prefer.

Some tips:

- **Prepare.** Write down which symptoms affect your work and how. Think about which changes would help most.
- **Choose your moment.** Ask for a private meeting with enough time to talk.
- **Focus on solutions.** For example: "I'm having hot flashes that make the office hard to work in. A desk fan and a seat by the window would really help."
- **Check your workplace policies.** Many employers now have a menopause policy or a health and well-being policy.
- **Ask about occupational health.** If your workplace has an occupational health service, its staff can suggest adjustments.
- **Keep a record.** After the meeting, send a short email summarizing what you agreed.
- **Bring support.** If you feel nervous, ask whether a colleague, union representative or HR adviser can join you.

If your manager is not helpful, you can usually speak to HR, a more senior manager or a union representative.

## Looking after yourself

Work is only one part of the picture. Getting the right care for your symptoms can make a big difference to how you feel at work. It is worth talking to a clinician about your options. It may also help to find allies. Some workplaces have a menopause network or support group where you can share tips and feel less alone.

## When to get help

Talk to a clinician if symptoms are making it hard to work or are shaking your confidence. A clinician can discuss treatment options and, if needed, provide a note describing how your health affects you. Get advice from HR, a union or an employment adviser if you feel you are being treated unfairly. This includes being disciplined for absence linked to your symptoms, or having reasonable requests refused. If work stress is affecting your mental health, reach out for support early.`,
  keyInsight:
    'Menopause symptoms at work are common and nothing to be ashamed of. You do not have to tell anyone. But small changes can help a lot. In some places, such as the UK, the law may require your employer to make fair changes.',
  references: [
    {
      title: 'Menopause in the workplace: guidance for employers',
      source: 'Equality and Human Rights Commission (EHRC), UK',
      year: 2024,
      url: 'https://www.equalityhumanrights.com/guidance/menopause-workplace-guidance-employers',
    },
    {
      title: 'Equality Act 2010',
      source: 'UK Parliament, legislation.gov.uk',
      year: 2010,
      url: 'https://www.legislation.gov.uk/ukpga/2010/15/contents',
    },
    {
      title: 'Guidance on menopause and the workplace',
      source: 'Faculty of Occupational Medicine of the Royal College of Physicians, UK',
      year: 2016,
      url: 'https://www.fom.ac.uk/health-at-work-2/information-for-employers/dealing-with-health-problems-in-the-workplace/advice-on-the-menopause',
    },
    {
      title: 'Americans with Disabilities Act of 1990, as amended',
      source: 'U.S. Department of Justice, Civil Rights Division, ADA.gov',
      year: 1990,
      url: 'https://www.ada.gov',
    },
  ],
};
