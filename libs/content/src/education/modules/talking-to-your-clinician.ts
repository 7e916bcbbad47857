import type { EducationModuleSource } from '../types';

export const talkingToYourClinicianModule: EducationModuleSource = {
  id: 'talking-to-your-clinician',
  title: 'Talking to Your Clinician About Menopause',
  description:
    'How to prepare for an appointment, what to bring, which questions to ask, and what to do if you feel dismissed.',
  category: 'truth-telling',
  orderIndex: 7,
  duration: 4,
  content: `Many women find it hard to get the help they need for menopause symptoms. Appointments can be short. Symptoms can be hard to describe. Some clinicians have had little training in menopause care. A little preparation can make a big difference.

## Before your appointment

**Keep a symptom diary for 2 to 4 weeks.** Write down what you notice each day. This gives your clinician a clear picture, and it helps you remember details. You might track:

- your periods: start and end dates, and how heavy the bleeding is
- hot flashes and night sweats: how many, and how bad
- sleep: how long it takes to fall asleep, and how often you wake
- mood, anxiety or irritability
- memory and concentration
- joint or muscle aches
- vaginal dryness, pain with sex or bladder symptoms
- how your symptoms affect your work, relationships and daily life

**Choose your top three concerns.** You may have many symptoms. Decide which three matter most to you right now. Raise them at the start of the appointment, so they do not get squeezed out at the end.

**Gather your health history.** Make a note of:

- past medical conditions and operations
- any personal or family history of breast cancer, blood clots, heart disease, stroke or osteoporosis
- the date of your last period
- any history of depression, anxiety or depression after having a baby

**List your medicines.** Include prescriptions, over-the-counter products, vitamins, herbal remedies and supplements. Some can interact with menopause treatments.

**Note your contraception**, if you use any. Some types can change your bleeding pattern.

## Questions you might ask

Write your questions down. It is easy to forget them once you are in the room. Ideas include:

- Could my symptoms be due to perimenopause or menopause?
- Could anything else be causing them?
- Do I need any tests?
- What treatment options could suit me, both hormonal and non-hormonal?
- What are the benefits and risks of each option for me?
- What can I try on my own in the meantime?
- When should we review how things are going?
- Is there written information I can take away?

## Making the most of the time

- **Ask for a longer appointment** when you book, if your practice offers this. Or ask whether two shorter ones would work better.
- **Ask if there is a clinician with a special interest in menopause** at your practice or nearby.
- **Bring a friend or partner** if you would like support. They can take notes and help you remember what was said.
- **Say it plainly.** For example: "I think I am in perimenopause, and it is affecting my work. I would like to talk about treatment options."
- **Take notes**, or ask whether you can record the key points.
- **Check you understand** before you leave. It is fine to ask, "Can you explain that another way?"

Good care is a shared decision. Your clinician brings medical knowledge. You bring knowledge of your body, your life and what matters to you. Both are important.

## If you feel dismissed

Sadly, some women are told their symptoms are "just stress" or "just your age." Some are told they are too young, or too old, for help. If you feel your concerns were not taken seriously, you have options:

- Ask the clinician to explain their reasoning, and to note your concerns in your medical record.
- Ask what the next step would be if things do not improve.
- Book an appointment with a different clinician at your practice.
- Ask for a second opinion, or a referral to a menopause service.
- Look for a clinician with extra training in menopause. In North America, The Menopause Society website has a "Find a Menopause Practitioner" search. In the UK, the British Menopause Society website lists menopause specialists.

You have every right to ask for care that fits your needs. Being persistent is not being difficult.

## After the appointment

Read through your notes while the details are fresh. If you start a new treatment, keep up your symptom diary. It will show whether things are improving. It will also help at your review appointment. If you have questions later, you can contact the practice. A pharmacist can also answer many questions about medicines.

## When to get help

Some things should not wait for a routine appointment.

- **Bleeding after 12 months without a period, or very heavy bleeding:** contact your clinician soon.
- **Thoughts of harming yourself:** contact emergency services or a crisis line right away. In the US, call or text 988. In the UK and Ireland, call Samaritans on 116 123.
- **Chest pain, sudden shortness of breath, or a painful, swollen leg:** call emergency services.`,
  keyInsight:
    'A symptom diary, your top three concerns and a written list of questions can turn a rushed appointment into a useful one. If you feel dismissed, you are entitled to ask for a second opinion.',
  references: [
    {
      title: 'Menopause: identification and management (NICE guideline NG23)',
      source: 'National Institute for Health and Care Excellence (NICE), UK',
      year: 2024,
      url: 'https://www.nice.org.uk/guidance/ng23',
    },
    {
      title: 'Shared decision making (NICE guideline NG197)',
      source: 'National Institute for Health and Care Excellence (NICE), UK',
      year: 2021,
      url: 'https://www.nice.org.uk/guidance/ng197',
    },
    {
      title: 'Find a Menopause Practitioner',
      source: 'The Menopause Society (formerly The North American Menopause Society), online directory',
      year: 2025,
      url: 'https://www.menopause.org',
    },
    {
      title: 'Find a BMS menopause specialist',
      source: 'British Menopause Society, online directory',
      year: 2025,
      url: 'https://thebms.org.uk',
    },
  ],
};
