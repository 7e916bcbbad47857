import { SOURCES as S } from './sources';
import type { ChatAnswerCard } from './types';

export const HORMONE_THERAPY_CARDS: readonly ChatAnswerCard[] = [
  {
    id: 'hrt-what-is-it',
    area: 'hormone-therapy',
    examples: ['What is HRT?', 'How does hormone replacement therapy work?', 'What is MHT?'],
    keywords: ['hrt', 'mht', 'hormone therapy', 'hormone replacement', 'what is', 'how does', 'replace hormones', 'definition'],
    answer:
      'Hormone therapy, often called HRT or MHT, replaces some of the estrogen your body makes less of around menopause. If you still have a womb, it also includes a progestogen to protect the womb lining. It is the most effective treatment for hot flashes and night sweats, and it also protects bones. It comes as tablets, patches, gels and sprays, and a clinician helps you choose. Its risks, such as blood clots or breast cancer, depend on the type and your health.',
    modules: ['hormone-therapy-benefits-and-risks', 'hormone-therapy-options-in-practice'],
    sources: [S.nhsHrt, S.acogHormoneTherapy],
  },
  {
    id: 'hrt-safety-overall',
    area: 'hormone-therapy',
    examples: ['Is HRT safe?', 'Is hormone therapy dangerous?', 'Is it safe to take HRT?'],
    keywords: ['safe', 'safety', 'dangerous', 'risky', 'risks', 'harmful', 'worth it', 'hrt safe'],
    answer:
      'For most healthy women under 60, or within ten years of their last period, the benefits of hormone therapy outweigh the risks. The risks depend on your age, your health, the type of hormone and how it is taken. Estrogen through the skin, as a patch, gel or spray, does not raise the risk of blood clots the way tablets can. A clinician can go through your own risks with you.',
    modules: ['hormone-therapy-benefits-and-risks'],
    sources: [S.hormoneTherapyStatement, S.niceMenopause, S.nhsHrt],
  },
  {
    id: 'hrt-breast-cancer-risk',
    area: 'hormone-therapy',
    examples: ['Does HRT cause breast cancer?', 'HRT and breast cancer risk', 'I am scared HRT will give me cancer'],
    keywords: ['breast cancer', 'cancer', 'cancer risk', 'scared', 'tumor'],
    answer:
      'Hormone therapy with estrogen and a progestogen is linked to a small rise in breast cancer risk. The risk grows the longer you use it and falls after you stop. Estrogen alone, for women without a womb, adds little or no risk. Drinking alcohol or carrying extra weight raises the risk by a similar amount or more. Your own risk depends on your history, so talk it through with a clinician.',
    modules: ['hormone-therapy-benefits-and-risks'],
    sources: [S.niceMenopause, S.hormoneTherapyStatement, S.nhsHrt],
  },
  {
    id: 'hrt-blood-clots-stroke',
    area: 'hormone-therapy',
    examples: ['Does HRT cause blood clots?', 'HRT and stroke risk', 'Can I take HRT if I had a clot?'],
    keywords: ['blood clot', 'clots', 'dvt', 'stroke', 'thrombosis', 'clotting'],
    answer:
      'Estrogen tablets raise the risk of blood clots and stroke a little. Estrogen through the skin, as a patch, gel or spray, does not seem to raise clot risk, so it is often chosen for women with higher risk. If you have had a clot or stroke before, a specialist should help decide what is safe for you. Never start or change hormone therapy without your prescriber.',
    modules: ['hormone-therapy-benefits-and-risks', 'hormone-therapy-options-in-practice'],
    sources: [S.niceMenopause, S.hormoneTherapyStatement],
  },
  {
    id: 'hrt-benefits',
    area: 'hormone-therapy',
    examples: ['What are the benefits of HRT?', 'What does HRT help with?', 'Why would I take hormones?'],
    keywords: ['benefits', 'pros', 'help with', 'good for', 'advantages', 'why take'],
    answer:
      'Hormone therapy is the most effective treatment for hot flashes and night sweats, and it can improve sleep, mood swings, joint aches and vaginal dryness. It also helps prevent bone loss and fractures. For women with early menopause, it replaces hormones the body would normally still make. How much it helps differs from woman to woman. Its risks, such as blood clots or breast cancer, depend on the type and your health.',
    modules: ['hormone-therapy-benefits-and-risks'],
    sources: [S.hormoneTherapyStatement, S.niceMenopause],
  },
  {
    id: 'hrt-types',
    area: 'hormone-therapy',
    examples: ['What types of HRT are there?', 'Patch, gel or tablet, which is best?', 'Different kinds of hormone therapy'],
    keywords: ['types', 'patch', 'gel', 'spray', 'tablet', 'pill', 'kinds', 'forms', 'which is best', 'estradiol'],
    answer:
      'Estrogen comes as tablets, skin patches, gels and sprays, and most women can choose the form that suits them. Patches, gels and sprays through the skin carry a lower risk of blood clots than tablets. Women with a womb also need a progestogen, taken as a tablet, or through a hormonal coil. Vaginal estrogen is a separate, local treatment for dryness and bladder symptoms. Hormone therapy can carry risks, such as blood clots or breast cancer, that depend on the type and your health.',
    modules: ['hormone-therapy-options-in-practice', 'hormone-therapy-benefits-and-risks'],
    sources: [S.nhsHrt, S.niceMenopause],
  },
  {
    id: 'hrt-progesterone-why',
    area: 'hormone-therapy',
    examples: ['Why do I need progesterone with HRT?', 'Do I need progestogen if I have had a hysterectomy?', 'What does the progesterone part do?'],
    keywords: ['progesterone', 'progestogen', 'progestin', 'womb lining', 'uterus', 'hysterectomy', 'utrogestan', 'combined'],
    answer:
      'If you have a womb, estrogen on its own makes the womb lining grow, which raises the risk of cancer there. A progestogen protects the lining, so it is added for everyone with a womb. If you have had your womb removed, you usually need estrogen only. The progestogen can be a tablet, or a hormonal coil, which also works as contraception.',
    modules: ['hormone-therapy-options-in-practice', 'hormone-therapy-benefits-and-risks'],
    sources: [S.nhsHrt, S.niceMenopause],
  },
  {
    id: 'hrt-side-effects',
    area: 'hormone-therapy',
    examples: ['What are the side effects of HRT?', 'I started HRT and my breasts are sore', 'Bleeding on HRT'],
    keywords: ['side effects', 'sore breasts', 'bloating', 'spotting on hrt', 'nausea', 'starting hrt', 'bleeding on hrt'],
    answer:
      'When starting hormone therapy, some women have sore breasts, bloating, headaches or irregular bleeding. These often settle within the first three months. If they do not, your prescriber can often change the type or form. Bleeding that is heavy, goes on after the first six months, or starts after a settled time needs checking by a doctor.',
    modules: ['hormone-therapy-options-in-practice'],
    sources: [S.nhsHrt, S.niceMenopause],
  },
  {
    id: 'hrt-how-long',
    area: 'hormone-therapy',
    examples: ['How long can I stay on HRT?', 'Do I have to stop HRT at 60?', 'Is there a time limit on hormone therapy?'],
    keywords: ['how long', 'stay on', 'time limit', 'stop at', 'years', 'forever', 'long term', 'age limit', 'have to stop', 'at 60', 'must stop'],
    answer:
      'There is no fixed time limit for hormone therapy. Guidelines say the decision should be reviewed with a clinician each year, weighing your symptoms against your changing risks. Many women use it for several years, and some continue longer if the benefits still outweigh the risks. There is no rule that you must stop at a certain age.',
    modules: ['hormone-therapy-benefits-and-risks', 'hormone-therapy-options-in-practice'],
    sources: [S.hormoneTherapyStatement, S.niceMenopause],
  },
  {
    id: 'hrt-stopping',
    area: 'hormone-therapy',
    examples: ['What happens when you stop HRT?', 'Will my symptoms come back if I stop HRT?', 'Coming off hormone therapy'],
    keywords: ['stopping', 'come off', 'coming off', 'quit', 'symptoms come back', 'wean'],
    answer:
      'When hormone therapy stops, some women find their symptoms come back, and others feel fine. Stopping slowly or quickly seems to make little difference in the long run, but plan it with your prescriber. If symptoms return and bother you, you can talk about restarting or other options. Please do not stop or change a prescribed medicine without talking to the person who prescribed it.',
    modules: ['hormone-therapy-options-in-practice'],
    sources: [S.niceMenopause, S.nhsHrt],
  },
  {
    id: 'hrt-too-old-to-start',
    area: 'hormone-therapy',
    examples: ['Am I too old to start HRT at 62?', 'Can you start hormone therapy years after menopause?', 'Is it too late for HRT?'],
    keywords: ['too old', 'too late', 'over 60', 'late start', 'years after', 'age', 'start hrt'],
    answer:
      'Starting hormone therapy before 60, or within ten years of your last period, has the best balance of benefit and risk. Starting later is not ruled out. But the risks of heart disease, stroke and clots are higher, so it needs a careful talk with a clinician. For vaginal symptoms alone, vaginal estrogen is fine at any age.',
    modules: ['hormone-therapy-benefits-and-risks'],
    sources: [S.hormoneTherapyStatement, S.niceMenopause],
  },
  {
    id: 'hrt-myths-whi',
    area: 'hormone-therapy',
    examples: ['I heard HRT was dangerous years ago', 'What happened with the WHI study?', 'Why were doctors afraid of HRT?'],
    keywords: ['myth', 'myths', 'whi', 'study', 'years ago', 'scare', 'afraid', 'heard', '2002', 'headlines', 'boxed warning', 'told', '2000s', 'causes cancer', 'old news'],
    answer:
      'In 2002, a large study called the WHI caused alarm, and many women stopped hormone therapy overnight. Later work showed the women in it were older on average. Risks are much lower for women who start near menopause. In late 2025, the FDA moved to remove the broad boxed warnings from hormone therapy labels. It is still a medical choice with real risks, so it is made with a clinician.',
    modules: ['hormone-therapy-benefits-and-risks'],
    sources: [S.hormoneTherapyStatement, S.hhsHormoneLabels, S.fdaHormoneLabels],
  },
  {
    id: 'bioidentical-hormones',
    area: 'hormone-therapy',
    examples: ['Are bioidentical hormones better?', 'What about compounded hormones?', 'Natural hormones vs HRT'],
    keywords: ['bioidentical', 'body identical', 'compounded', 'natural hormones', 'custom', 'pellets', 'compounding pharmacy'],
    answer:
      'Some body-identical hormones, like estradiol and progesterone, come as approved, tested products. Custom-mixed hormones from a compounding pharmacy are not checked for strength or purity in the same way. Experts advise against them. Saliva tests used to tailor them are not reliable either. Estradiol has risks, such as blood clots or breast cancer, that depend on the type and your health.',
    modules: ['hormone-therapy-options-in-practice', 'hormone-therapy-benefits-and-risks'],
    sources: [S.hormoneTherapyStatement, S.niceMenopause],
  },
  {
    id: 'hrt-heart',
    area: 'hormone-therapy',
    examples: ['Does HRT protect your heart?', 'Is HRT bad for my heart?', 'HRT and heart disease'],
    keywords: ['hrt', 'hormone therapy', 'protect'],
    answer:
      'Hormone therapy started before 60 does not raise the risk of heart disease, and some studies suggest it may lower it. Started many years after menopause, it may raise heart risks a little. It is not prescribed just to protect the heart. Looking after blood pressure, cholesterol, activity and smoking matters most for your heart. Hormone therapy can carry risks, such as blood clots or breast cancer, that depend on the type and your health.',
    modules: ['hormone-therapy-benefits-and-risks', 'heart-and-metabolic-health'],
    sources: [S.hormoneTherapyStatement, S.ahaMenopauseHeart],
  },
  {
    id: 'hrt-who-cannot-take',
    area: 'hormone-therapy',
    examples: ['Who should not take HRT?', 'Can I have HRT if I have high blood pressure?', 'Reasons you cannot have hormone therapy'],
    keywords: ['who cannot', 'should not', 'not allowed', 'contraindications', 'high blood pressure', 'liver disease', 'not suitable', 'take hrt', 'take hormones', 'allowed'],
    answer:
      'Hormone therapy may not be right if you have had breast cancer, a recent blood clot or stroke, active liver disease, or bleeding no one has explained. Many other problems, like high blood pressure that is well controlled, do not rule it out. The type of hormone therapy may matter, though. A clinician will look at your whole health history. If hormones are not right for you, other treatments work too.',
    modules: ['hormone-therapy-benefits-and-risks', 'non-hormonal-treatments'],
    sources: [S.niceMenopause, S.nhsHrt],
  },
  {
    id: 'hrt-how-to-ask',
    area: 'hormone-therapy',
    examples: ['How do I ask my doctor for HRT?', 'My doctor refused HRT', 'How to get HRT prescribed'],
    keywords: ['ask my doctor', 'refused', 'prescribed', 'get hrt', 'appointment', 'doctor said no', 'access'],
    answer:
      'Before the appointment, write down your symptoms, how long you have had them and how they affect your life. Say clearly that you would like to discuss hormone therapy. If you are told no, it is fair to ask why, and what the other options are. You can ask for a second opinion or a menopause specialist if you need one.',
    modules: ['talking-to-your-clinician', 'hormone-therapy-benefits-and-risks'],
    sources: [S.niceMenopause, S.menopauseSociety],
  },
  {
    id: 'hrt-weight-gain',
    area: 'hormone-therapy',
    examples: ['Will HRT make me gain weight?', 'Does hormone therapy cause weight gain?', 'HRT and bloating'],
    keywords: ['weight gain', 'gain weight', 'fat', 'bloating', 'heavier'],
    answer:
      'Studies have not found that hormone therapy causes weight gain. Some women feel bloated when they first start, which usually settles. Weight gain in midlife is common with or without hormone therapy, and it is linked to aging, muscle loss and lifestyle. Hormone therapy may even help keep fat from building up around the middle. Its risks, such as blood clots or breast cancer, depend on the type and your health.',
    modules: ['hormone-therapy-benefits-and-risks', 'weight-and-body-composition'],
    sources: [S.hormoneTherapyStatement],
  },
  {
    id: 'hrt-not-working',
    area: 'hormone-therapy',
    examples: ['My HRT is not helping', 'Still having hot flashes on HRT', 'HRT does not seem to help'],
    keywords: ['not helping', 'no effect', 'still having', 'does not help', 'no difference', 'not enough', 'still getting', 'on hrt but', 'symptoms on hrt'],
    answer:
      'It can take up to three months for hormone therapy to work fully. If symptoms continue after that, tell your prescriber, as the type, form or amount may need a change. Some symptoms, like low mood or poor sleep, may also have other causes worth looking at. Please do not change how you take it on your own.',
    modules: ['hormone-therapy-options-in-practice', 'talking-to-your-clinician'],
    sources: [S.niceMenopause, S.nhsHrt],
  },
  {
    id: 'hrt-and-migraine',
    area: 'hormone-therapy',
    examples: ['Can I take HRT if I get migraines?', 'HRT with migraine with aura', 'Will HRT make my migraines worse?'],
    keywords: ['migraine', 'aura', 'headaches on hrt'],
    answer:
      'Most women with migraine can use hormone therapy, including those who have migraine with aura. Estrogen through the skin, as a patch or gel, keeps hormone levels steadier and is often preferred. Some women find their migraines improve, while a few find them worse at first. Tell your prescriber about your migraine history so they can choose the best form.',
    modules: ['headaches-and-migraine', 'hormone-therapy-options-in-practice'],
    sources: [S.whcMigraine, S.niceMenopause],
  },
  {
    id: 'hrt-family-history-breast-cancer',
    area: 'hormone-therapy',
    examples: ['My mom had breast cancer, can I take HRT?', 'Family history of breast cancer and HRT', 'BRCA and hormone therapy'],
    keywords: ['family history', 'mother', 'mom', 'sister', 'brca', 'runs in family', 'genes'],
    answer:
      'A family history of breast cancer does not always rule out hormone therapy. Your clinician will look at how close the relative was, their age at diagnosis and whether a gene change such as BRCA is involved. For some women, a specialist referral helps weigh the choice. If you are worried, ask for your family history to be reviewed before you decide.',
    modules: ['hormone-therapy-benefits-and-risks', 'cancer-screening-in-midlife'],
    sources: [S.niceMenopause],
  },
];
