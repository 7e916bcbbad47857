export type SmartStack = {
  id: string; name: string; description: string;
  targetSymptoms: string[];      // snake_case, e.g. 'hot_flashes' (UI shows underscores as spaces)
  supplements: string[];         // items of the protocol (supplements AND habits), each a short line
  instructions: string;          // how to use it, including 'talk to your clinician or pharmacist first, especially if you take medicines, are pregnant, or have a health condition'
  timing: string; duration: string; expectedTimeline: string;
  requiredTier: 'free'; isActive: boolean;
  coreProducts?: Record<string, string>; additionalSupports?: Record<string, string>; lifestyleIntegration?: Record<string, string>;
  difficulty?: number;           // 1-5
  evidenceNote: string;          // honest summary of what the evidence shows and does not show
  references: { title: string; source: string; year: number; url: string }[];
};

/**
 * Smart Stacks: gentle, evidence-honest self-care protocols.
 *
 * They are general information, not a diagnosis or a prescription. Each one says plainly
 * what the research does and does not show. The first three entries are the client's
 * static fallback, so keep `sleep-support`, `hot-flash-relief` and `bone-strength` first.
 */
export const SMART_STACKS: readonly SmartStack[] = [
  {
    id: 'sleep-support',
    name: 'Sleep Support',
    description:
      "A calm, step-by-step plan for better nights. It puts the best-tested approach for long-term insomnia, CBT-I, first, adds simple sleep habits and a cool bedroom for night sweats, and is honest about what magnesium can and can't do.",
    targetSymptoms: ['insomnia', 'night_waking', 'night_sweats', 'trouble_falling_asleep', 'daytime_tiredness'],
    supplements: [
      'Keep the same wake-up time every day, weekends included',
      'Use the bed only for sleep and sex',
      "If you can't sleep after about 20 minutes, get up and do something calm in dim light, then return when sleepy",
      'Write down worries and a to-do list an hour or two before bed',
      'Keep the bedroom cool, dark and quiet, with layers you can throw off',
      'Cut caffeine after midday and go easy on alcohol in the evening',
      'Get daylight in the morning and move your body during the day',
      'Optional: magnesium glycinate, only after checking with your clinician or pharmacist (limited evidence)',
    ],
    instructions:
      "Talk to your clinician or pharmacist first, especially if you take medicines, are pregnant, or have a health condition. Start with the habits, not the supplement. Pick one wake-up time and keep it every day for the next few weeks. Go to bed only when you feel sleepy, not just tired. If you lie awake for what feels like 20 minutes, get up, go to another room, and do something quiet in low light until you feel sleepy again. Keep a simple sleep diary: when you went to bed, roughly when you fell asleep, when you woke, and how you felt. For the strongest results, look for a structured CBT-I course. Many health services, sleep clinics and reputable apps offer one. Some parts of CBT-I, such as setting a shorter 'sleep window', work best with guidance from a trained professional. If you'd like to try magnesium glycinate, ask your clinician or pharmacist whether it suits you and stay within the label dose. The US upper limit for magnesium from supplements is 350 mg a day. Do not take it if you have kidney disease unless your clinician agrees, and ask about spacing it apart from some antibiotics, osteoporosis medicines and thyroid medicine.",
    timing:
      'Habits run all day: daylight and movement in the morning, no caffeine after midday, a wind-down hour before bed. If you use magnesium, take it in the evening as the label directs.',
    duration:
      'Try the habits steadily for at least 4 to 6 weeks. A structured CBT-I course usually runs over several weeks.',
    expectedTimeline:
      "Sleep often feels a little worse for the first week or two. Your body is getting used to a steady schedule. Then it tends to settle. Many people notice clearer progress after a few weeks. See your clinician if you still struggle after a month or so. Also see them if you snore loudly, stop breathing in your sleep, or feel very sleepy in the day.",
    requiredTier: 'free',
    isActive: true,
    coreProducts: {
      'CBT-I (cognitive behavioral therapy for insomnia)':
        'The first treatment experts advise for long-term insomnia. You can get it through health services, trained therapists, books and trusted online programs.',
      'Sleep diary':
        'A simple daily log of bed time, wake time and how you slept. It shows patterns and is used in CBT-I.',
    },
    additionalSupports: {
      'Magnesium glycinate':
        'Optional. A gentle form of magnesium that some people find relaxing. Research on magnesium for sleep is limited and mixed, so treat it as an extra, not the main plan. Check with your clinician or pharmacist first.',
      'Cooling bedding and sleepwear':
        'Light cotton or sweat-wicking fabrics, a fan, and layers you can take off can make night sweats easier to live with.',
    },
    lifestyleIntegration: {
      Morning: 'Get up at your set time, open the curtains or step outside for daylight.',
      Daytime: 'Move your body, ideally outdoors. Keep naps short and early, or skip them while you reset.',
      Evening: "Dim the lights, put screens away if you can, and write down tomorrow's worries.",
      Night: "Keep the room cool. If you wake with a night sweat, change into dry clothes, keep lights low, and return to bed when sleepy.",
    },
    difficulty: 3,
    evidenceNote:
      "Strong evidence: CBT-I is the first treatment doctors recommend for long-term insomnia in adults. The UK's NICE menopause guideline also says to consider CBT for sleep problems linked to menopause. Sleep habits on their own help some people. They work best as part of CBT-I. Limited evidence: there are only a few small studies of magnesium for sleep, and their results are mixed. Most were not done in women going through menopause. So it may or may not help you. A cool bedroom is common-sense comfort for night sweats. It is not a proven treatment. If night sweats are the main thing waking you, talk with your clinician. Hormone therapy and some non-hormonal medicines can reduce them.",
    references: [
      {
        title: 'Magnesium: Fact Sheet for Health Professionals',
        source: 'Office of Dietary Supplements, US National Institutes of Health',
        year: 2022,
        url: 'https://ods.od.nih.gov/factsheets/Magnesium-HealthProfessional/',
      },
      {
        title:
          'Management of Chronic Insomnia Disorder in Adults: A Clinical Practice Guideline From the American College of Physicians',
        source: 'Qaseem A, et al. American College of Physicians. Annals of Internal Medicine',
        year: 2016,
        url: 'https://doi.org/10.7326/M15-2175',
      },
      {
        title: 'Menopause: identification and management (NICE guideline NG23)',
        source: 'National Institute for Health and Care Excellence (NICE)',
        year: 2024,
        url: 'https://www.nice.org.uk/guidance/ng23',
      },
      {
        title: 'The 2023 nonhormone therapy position statement of The North American Menopause Society',
        source: 'The Menopause Society (formerly NAMS). Menopause, volume 30, issue 6',
        year: 2023,
        url: 'https://doi.org/10.1097/GME.0000000000002200',
      },
    ],
  },
  {
    id: 'hot-flash-relief',
    name: 'Hot Flash Relief',
    description:
      'Simple ways to cope with hot flashes and night sweats each day. It adds CBT, which has good evidence, and an honest look at soy. It also shows where to find the treatments that work best: a talk with your clinician.',
    targetSymptoms: ['hot_flashes', 'night_sweats', 'flushing', 'sleep_disruption'],
    supplements: [
      'Dress in light layers you can take off quickly',
      'Keep a fan, cool water or a cool pack close by',
      'Keep a two-week hot flash diary to spot your own triggers',
      'Try CBT for hot flashes (a course, group, book or app)',
      'Slow, calm breathing as a flash passes, for comfort',
      'Optional: soy foods or soy isoflavone supplements (small, inconsistent benefit in trials)',
      'Ask your clinician about hormone therapy and prescription non-hormonal medicines',
    ],
    instructions:
      "Talk to your clinician or pharmacist first, especially if you take medicines, are pregnant, or have a health condition. Start with comfort: wear layers, keep cool drinks and a fan nearby, and keep your bedroom cool. For two weeks, note each hot flash in a diary: the time, what you were doing, eating or drinking, and how you felt. Common triggers people report include hot drinks, spicy food, alcohol, caffeine, warm rooms and stress, but yours may differ. Next, look into CBT for hot flashes. It teaches ways to handle the stress and thoughts that come with flashes. It can help you feel more in control. You can do it in a group, one-to-one, or with self-help books and programs. If you want to try soy, start with soy foods such as tofu, edamame or soy milk. Thinking about a soy supplement? Ask first if you have had breast cancer or another cancer that is sensitive to hormones. Ask too if you take tamoxifen or thyroid medicine. Most of all: if hot flashes affect your sleep, work or wellbeing, book a talk with your clinician. Hormone therapy and prescription non-hormonal medicines work best. Only a clinician can help you weigh them for your own health.",
    timing:
      'Layering and cooling: every day, whenever you need them. Diary: for two weeks, then as needed. CBT: follow the course schedule. Soy: with meals.',
    duration:
      'Keep the diary for two weeks. A CBT course for hot flashes usually runs over a few weeks. If you try soy, give it a fair trial of a few months, then review with your clinician whether it is worth continuing.',
    expectedTimeline:
      'Cooling tricks help in the moment. Many people find CBT makes hot flashes feel less bothersome over the weeks of a course. Any benefit from soy, if it comes, is usually small and slow. Prescription treatments are often quicker and stronger; your clinician can tell you what to expect from each option.',
    requiredTier: 'free',
    isActive: true,
    coreProducts: {
      'CBT for hot flashes':
        'A short course with set steps. The Menopause Society and NICE both advise it for hot flashes and night sweats.',
      'Hot flash diary':
        'Two weeks of notes on when flashes happen and what came before them. Useful for you and for your clinician.',
    },
    additionalSupports: {
      'Soy foods or soy isoflavones':
        'Optional. At best, trials show a small gain that does not hold up well. The Menopause Society does not advise soy for hot flashes. Pill quality varies. Check with your clinician or pharmacist before you take one.',
      'Cooling kit':
        'Carry a small fan, a water bottle, a cool pack and a spare top. They make flashes at work or out and about easier to cope with.',
    },
    lifestyleIntegration: {
      Morning: 'Choose layers for the day and pack your cooling kit.',
      Daytime: 'Sip cool water and jot down any flash in your diary.',
      Evening: 'Notice whether alcohol, spicy food or hot drinks seem to set you off.',
      Night: 'Keep the bedroom cool, with layered bedding and a fan you can reach.',
    },
    difficulty: 2,
    evidenceNote:
      'Most effective: hormone therapy is still the best treatment for hot flashes and night sweats. Some other prescription medicines also work well for many people. They include low doses of some antidepressants, and gabapentin. Gabapentin can make you dizzy or sleepy. Newer drugs are fezolinetant and elinzanetant. Fezolinetant has a US boxed warning for rare but serious liver harm. You need liver blood tests before and during it. Elinzanetant can make you sleepy. It also needs liver blood tests, and you must not take it if pregnant. For some women, hormone therapy raises the risk of blood clots, stroke or breast cancer. A clinician can weigh the pros and cons with you. Good evidence: CBT and clinical hypnosis make hot flashes less of a bother. Limited evidence: in trials, soy pills help a little at best, and not every time. Layers, a fan and avoiding triggers can make you more comfortable. But there is not enough proof that they make hot flashes happen less often.',
    references: [
      {
        title:
          'FDA adds warning about rare occurrence of serious liver injury with use of Veozah (fezolinetant) for hot flashes due to menopause',
        source: 'US Food and Drug Administration, Drug Safety Communication',
        year: 2024,
        url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-adds-warning-about-rare-occurrence-serious-liver-injury-use-veozah-fezolinetant-hot-flashes-due-menopause',
      },
      {
        title: 'LYNKUET (elinzanetant) capsules, for oral use: prescribing information',
        source: 'Bayer HealthCare; US Food and Drug Administration (label approved October 2025)',
        year: 2025,
        url: 'https://www.accessdata.fda.gov/drugsatfda_docs/label/2025/219469s000lbl.pdf',
      },
      {
        title: 'The 2023 nonhormone therapy position statement of The North American Menopause Society',
        source: 'The Menopause Society (formerly NAMS). Menopause, volume 30, issue 6',
        year: 2023,
        url: 'https://doi.org/10.1097/GME.0000000000002200',
      },
      {
        title: 'Menopause: identification and management (NICE guideline NG23)',
        source: 'National Institute for Health and Care Excellence (NICE)',
        year: 2024,
        url: 'https://www.nice.org.uk/guidance/ng23',
      },
      {
        title: 'The 2022 hormone therapy position statement of The North American Menopause Society',
        source: 'The Menopause Society (formerly NAMS). Menopause, volume 29, issue 7',
        year: 2022,
        url: 'https://doi.org/10.1097/GME.0000000000002028',
      },
    ],
  },
  {
    id: 'bone-strength',
    name: 'Bone Strength',
    description:
      'Bone loss speeds up around menopause. This plan brings together the daily basics for strong bones. They are exercise that builds muscle, exercise with some impact, calcium from food, vitamin D, enough protein, and steps to prevent falls.',
    targetSymptoms: ['bone_health', 'muscle_loss', 'balance_concerns', 'fall_risk'],
    supplements: [
      'Muscle-strengthening exercise 2 to 3 days a week',
      'Short bursts of impact activity most days, if it is safe for you',
      'Balance practice a few times a week',
      'Get calcium from food first. Try milk, yogurt, plant drinks with added calcium, tofu set with calcium, or canned fish with bones.',
      'Vitamin D in line with your national guidance',
      'A source of protein at every meal',
      'A fall-safe home: good lighting, no loose rugs, grab rails where helpful',
      'Limit alcohol and avoid smoking',
    ],
    instructions:
      "Talk to your clinician or pharmacist first, especially if you take medicines, are pregnant, or have a health condition. This matters even more if you have osteoporosis, have broken a bone from a minor fall, or have a back (vertebral) fracture, because the right level of impact may be different for you. Build up slowly. Strength work can use body weight, resistance bands or weights: sit-to-stands from a chair, wall push-ups, step-ups and lifting shopping bags all count. Aim for moves that feel hard by the last few repeats while keeping good form. If you are able, add short bursts of impact, such as stamping, marching briskly, heel drops or a few gentle jumps. If you have had a spine fracture or several fractures from minor falls, stick to impact up to brisk walking unless a professional advises otherwise. Avoid deep forward bending and twisting of the spine with weights. Get calcium from food where you can; check the label of plant milks for added calcium. For vitamin D, follow your country's advice. For example, the UK advises considering 10 micrograms (400 IU) a day, especially in autumn and winter, and US advice for women is 600 IU a day up to age 70 and 800 IU after that. Do not take more than 4,000 IU (100 micrograms) a day unless your clinician advises it. Only take calcium supplements if your clinician suggests them. In the US, the upper limit for calcium from food and supplements together is 2,000 mg a day after age 50. Ask your clinician whether you should have a bone health or fracture risk check.",
    timing:
      'Strength work on 2 to 3 non-consecutive days each week. Impact and balance on most days, even for a few minutes. Calcium and protein spread across your meals.',
    duration:
      'This is a long-term habit, not a short course. Bone changes slowly, so think in months and years.',
    expectedTimeline:
      'You may feel stronger and steadier within a few weeks of regular strength and balance work. Changes in bone itself take many months and are measured by scans, not felt. The payoff is long-term: stronger muscles, better balance and fewer falls.',
    requiredTier: 'free',
    isActive: true,
    coreProducts: {
      'Strength and impact exercise':
        'The Royal Osteoporosis Society says bones do best with two kinds of exercise. One is strength work. The other is impact, like jumping or brisk stepping, if it is safe for you.',
      'Calcium-rich foods':
        'Milk, yogurt and cheese. Plant drinks with added calcium. Tofu set with calcium. Canned sardines or salmon with the bones in. Some leafy greens.',
      'Vitamin D':
        'Made in the skin from sunlight and found in a few foods. Many people need a supplement in the darker months. Follow your national guidance.',
    },
    additionalSupports: {
      Protein: 'Include a source such as eggs, fish, beans, lentils, dairy, tofu, poultry or meat at each meal to help keep muscles strong.',
      'Calcium supplements':
        'Only if your clinician recommends them, for example if you cannot get enough from food. Food is the preferred source.',
      'Fracture risk check':
        'Ask your clinician whether a bone health assessment or bone density scan is right for you.',
    },
    lifestyleIntegration: {
      Morning: 'Do 10 sit-to-stands from a chair and stand on one leg while the kettle boils, holding the counter if needed.',
      Daytime: 'Take the stairs, carry your shopping, and march briskly for a few minutes.',
      Meals: 'Add a calcium food and a protein food to each meal.',
      Home: 'Check your home for trip hazards and put a light near your bed.',
    },
    difficulty: 3,
    evidenceNote:
      "Good evidence: exercise that builds muscle, and exercise with some impact, help keep bones strong. Strength and balance training means fewer falls. Your bones need calcium and vitamin D. It is best to get calcium from food. What it does not show: exercise and food alone cannot reverse osteoporosis. Taking more vitamin D or calcium than you need has not been shown to help more. Some people need medicines that protect bone. Hormone therapy also helps prevent bone loss, but for some women it raises the risk of blood clots, stroke or breast cancer. Make those choices with your clinician.",
    references: [
      {
        title: 'Dietary Reference Intakes for Calcium and Vitamin D',
        source: 'Institute of Medicine (now the National Academies of Sciences, Engineering, and Medicine). National Academies Press',
        year: 2011,
        url: 'https://doi.org/10.17226/13050',
      },
      {
        title: 'Strong, steady and straight: UK consensus statement on physical activity and exercise for osteoporosis',
        source: 'Brooke-Wavell K, et al. British Journal of Sports Medicine (endorsed by the Royal Osteoporosis Society)',
        year: 2022,
        url: 'https://doi.org/10.1136/bjsports-2021-104634',
      },
      {
        title: 'WHO guidelines on physical activity and sedentary behaviour',
        source: 'World Health Organization',
        year: 2020,
        url: 'https://www.who.int/publications/i/item/9789240015128',
      },
      {
        title: 'Vitamin D and Health',
        source: 'Scientific Advisory Committee on Nutrition (SACN), UK',
        year: 2016,
        url: 'https://www.gov.uk/government/publications/sacn-vitamin-d-and-health-report',
      },
    ],
  },
  {
    id: 'mood-and-stress-balance',
    name: 'Mood and Stress Balance',
    description:
      'A kind, practical plan for the ups and downs of midlife. It has daily movement, real connection, a little mindfulness, and an honest note on omega-3. It also says clearly when low mood needs more than self-care.',
    targetSymptoms: ['low_mood', 'anxiety', 'irritability', 'stress', 'mood_swings'],
    supplements: [
      'Move your body every day, even a 10-minute walk',
      'Connect with someone you trust at least a few times a week',
      'A short mindfulness or breathing practice daily',
      'Regular meals and a steady sleep routine',
      'Go easy on alcohol, which can worsen low mood and sleep',
      'Optional: eat oily fish twice a week. Or take an omega-3 pill once you have checked it is safe for you (mixed evidence).',
      'Know the signs that mean it is time to seek help',
    ],
    instructions:
      "Talk to your clinician or pharmacist first, especially if you take medicines, are pregnant, or have a health condition. Start small and kind. Choose one movement you enjoy, such as walking, dancing, swimming or gardening, and do it most days. Message, call or meet someone each day if you can; a walk with a friend counts twice. Try five to ten minutes of mindfulness or slow breathing, using the practices in this app or another program you trust. Notice how mood, sleep and hot flashes link together. Helping one can help the others. If you want to try omega-3, oily fish such as salmon, sardines or mackerel is a good start. Check with your clinician or pharmacist before taking a supplement, most of all if you take blood thinners. See your clinician if you feel low or hopeless, or lose interest in things, most days for more than two weeks. See them too if anxiety stops you living your life, or if self-care is not enough. If you ever have thoughts of harming yourself, get help now. Call emergency services or a crisis line, for example 988 in the US or Samaritans on 116 123 in the UK and Ireland.",
    timing:
      'Movement and daylight earlier in the day, connection whenever it fits, mindfulness at a set time such as after breakfast or before bed. Omega-3 foods with meals.',
    duration:
      'Build these habits over 4 to 8 weeks, then keep the ones that help. Check in with yourself every couple of weeks.',
    expectedTimeline:
      'Many people feel a lift on the day they move or connect. Steadier mood from regular habits tends to build over several weeks. If there is no improvement, or things get worse, please reach out to your clinician rather than waiting.',
    requiredTier: 'free',
    isActive: true,
    coreProducts: {
      'Daily movement': 'Any activity that makes your heart beat a bit faster. Moving often helps mood and sleep.',
      'Social connection': 'Time with people who lift you up, in person, by phone or online, including support groups.',
      'Mindfulness practice': 'Short daily practice to notice thoughts and feelings without getting swept away.',
    },
    additionalSupports: {
      'Omega-3 (oily fish or supplement)':
        'Optional. Research on omega-3 for low mood is mixed, and any effect appears small. Food sources are a good first step. Check with your clinician or pharmacist before a supplement.',
      'Talking therapy':
        'CBT and other talking therapies are proven to help depression and anxiety. NICE says to think about CBT for low mood linked to menopause.',
      'Crisis support':
        'Are you in danger, or do you think about harming yourself? Call your local emergency number or a crisis line right away.',
    },
    lifestyleIntegration: {
      Morning: 'Step outside for daylight and a short walk.',
      Daytime: 'Send one message to a friend or join a group activity.',
      Evening: 'Do a five-minute breathing or mindfulness practice.',
      Weekly: 'Plan one thing to look forward to and one small act of rest.',
    },
    difficulty: 2,
    evidenceNote:
      "Good evidence: regular exercise helps mood. Talking therapies such as CBT are proven treatments for depression. So are antidepressant medicines, when they are needed. Mindfulness programs can help with stress. They can also help stop depression from coming back. People with more social contact tend to have better mental health. Mixed evidence: trials of omega-3 for depression disagree. A Cochrane review found any benefit is small and uncertain. What this plan is not: it is not a treatment for depression. Low mood in perimenopause is common and real, and it deserves proper care. Hormone therapy can help mood in some people during perimenopause. It also raises the risk of blood clots, stroke or breast cancer for some women. That is worth talking about with a clinician.",
    references: [
      {
        title: 'Guidelines for the evaluation and treatment of perimenopausal depression: summary and recommendations',
        source:
          'Maki PM, et al. The North American Menopause Society and the Women and Mood Disorders Task Force of the National Network of Depression Centers. Menopause',
        year: 2018,
        url: 'https://doi.org/10.1097/GME.0000000000001174',
      },
      {
        title: 'Omega-3 fatty acids for depression in adults',
        source: 'Appleton KM, et al. Cochrane Database of Systematic Reviews',
        year: 2021,
        url: 'https://doi.org/10.1002/14651858.CD004692.pub5',
      },
      {
        title: 'Menopause: identification and management (NICE guideline NG23)',
        source: 'National Institute for Health and Care Excellence (NICE)',
        year: 2024,
        url: 'https://www.nice.org.uk/guidance/ng23',
      },
    ],
  },
];
