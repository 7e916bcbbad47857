import { SOURCES as S } from './sources';
import type { ChatAnswerCard } from './types';

export const NON_HORMONAL_CARDS: readonly ChatAnswerCard[] = [
  {
    id: 'non-hormonal-overview',
    area: 'non-hormonal',
    examples: ['What can I use instead of HRT?', 'I cannot take hormones, what else is there?', 'Non-hormonal treatment for hot flashes'],
    keywords: ['non-hormonal', 'non hormonal', 'without hormones', 'instead of hrt', 'alternative', 'cannot take hormones', 'other options', "aren't hormones", 'not hormones', 'hormone-free'],
    answer:
      'If hormone therapy is not right for you, there are other options that work for hot flashes. Two new medicines act on the brain\'s heat control, and some antidepressants and other medicines can help too. CBT and hypnosis also work for many women. Each medicine has its own side effects and checks, so a clinician can help you weigh them.',
    modules: ['non-hormonal-treatments'],
    sources: [S.nonhormoneStatement, S.niceMenopause],
  },
  {
    id: 'fezolinetant',
    area: 'non-hormonal',
    examples: ['What is Veozah?', 'Is fezolinetant safe?', 'Tell me about the new hot flash pill'],
    keywords: ['veozah', 'fezolinetant', 'nk3', 'new pill', 'new medicine', 'neurokinin', 'side effects', 'risks', 'definition'],
    answer:
      'Fezolinetant, sold as Veozah, is a non-hormonal medicine for hot flashes. It was approved in 2023 and works on the brain\'s heat control. Rarely, it can cause serious liver injury, so the FDA added a boxed warning in 2024. You need liver blood tests before you start and during the first months. If you notice yellow skin or eyes, dark urine, itching or pain in the upper right belly, stop it and call your prescriber right away.',
    modules: ['non-hormonal-treatments'],
    sources: [S.fdaFezolinetantLiver, S.nonhormoneStatement],
  },
  {
    id: 'fezolinetant-liver-tests',
    area: 'non-hormonal',
    examples: ['Why do I need liver tests on Veozah?', 'How often are blood tests for fezolinetant?', 'Veozah liver warning'],
    keywords: ['liver', 'liver test', 'blood test', 'liver warning', 'boxed warning', 'jaundice', 'monitoring'],
    answer:
      'The FDA added a boxed warning because a small number of people had serious liver injury on fezolinetant. It asks for liver blood tests before you start, then every month for the first three months, and again at six and nine months. The tests help catch a problem early. Yellow skin or eyes, dark urine, pale stools, itching or pain in the upper right belly mean you should stop it and call your prescriber right away.',
    modules: ['non-hormonal-treatments'],
    sources: [S.fdaFezolinetantLiver],
  },
  {
    id: 'elinzanetant',
    area: 'non-hormonal',
    examples: ['What is elinzanetant?', 'Tell me about Lynkuet', 'Is there another new non-hormonal pill?'],
    keywords: ['elinzanetant', 'lynkuet', 'nk1', 'nk3', 'newest', 'bayer', 'side effects', 'definition'],
    answer:
      'Elinzanetant is a newer non-hormonal medicine for hot flashes that are moderate to severe. It was approved in the UK and the US in 2025. In trials it cut hot flashes, and common side effects were feeling sleepy or tired, and headache. It is not for use in pregnancy, and its US label asks for liver blood tests before you start and after three months.',
    modules: ['non-hormonal-treatments'],
    sources: [S.elinzanetantTrials, S.nonhormoneStatement],
  },
  {
    id: 'ssri-snri-for-hot-flashes',
    area: 'non-hormonal',
    examples: ['Can antidepressants help hot flashes?', 'Venlafaxine for hot flushes', 'Paroxetine for menopause'],
    keywords: ['antidepressant', 'ssri', 'snri', 'venlafaxine', 'paroxetine', 'escitalopram', 'citalopram', 'brisdelle'],
    answer:
      'Some antidepressants can ease hot flashes, even in women who are not depressed. Paroxetine is approved in the US for hot flashes, and others, like venlafaxine, are also used. Some of them affect the breast cancer drug tamoxifen, so your prescriber will check. Side effects can include feeling sick or sleep changes.',
    modules: ['non-hormonal-treatments'],
    sources: [S.nonhormoneStatement, S.niceMenopause],
  },
  {
    id: 'gabapentin-oxybutynin',
    area: 'non-hormonal',
    examples: ['Does gabapentin help night sweats?', 'Oxybutynin for hot flashes', 'Other prescription options for flushes'],
    keywords: ['gabapentin', 'oxybutynin', 'clonidine', 'pregabalin', 'prescription'],
    answer:
      'Gabapentin was first used for seizures and nerve pain. It can ease hot flashes and may help night sweats and sleep, but it can make you dizzy or drowsy. Oxybutynin, a bladder medicine, also eases hot flashes. It can cause a dry mouth, and there are worries about its effect on memory in older adults with long use. A clinician can help you weigh these.',
    modules: ['non-hormonal-treatments'],
    sources: [S.nonhormoneStatement],
  },
  {
    id: 'hypnosis',
    area: 'non-hormonal',
    examples: ['Does hypnosis work for hot flashes?', 'Clinical hypnosis for menopause', 'Hypnotherapy for flushes'],
    keywords: ['hypnosis', 'hypnotherapy', 'hypnotist', 'mind', 'imagery'],
    answer:
      'Hypnosis with a trained therapist cut how often and how strongly hot flashes came in trials. It uses deep relaxation and pictures in the mind, such as a cool place. The Menopause Society lists it as an option that works. Home practice with recordings is usually part of it.',
    modules: ['non-hormonal-treatments'],
    sources: [S.nonhormoneStatement],
  },
  {
    id: 'black-cohosh-herbs',
    area: 'non-hormonal',
    examples: ['Does black cohosh work?', 'Herbal remedies for menopause', 'Red clover or evening primrose?'],
    keywords: ['black cohosh', 'herbal', 'herbs', 'red clover', 'evening primrose', 'dong quai', 'natural remedies', 'sage', 'ashwagandha'],
    answer:
      'Herbal remedies such as black cohosh, red clover, evening primrose oil and dong quai have not been shown to work better than a dummy pill for hot flashes. Black cohosh has been linked to rare liver problems, and some herbs interact with medicines. Products also vary a lot in what they contain. Tell your doctor or pharmacist about anything you take.',
    modules: ['plant-based-remedies-and-herbs', 'supplements-what-the-evidence-says'],
    sources: [S.nonhormoneStatement, S.nccihHerbDrug],
  },
  {
    id: 'soy-isoflavones',
    area: 'non-hormonal',
    examples: ['Does soy help hot flashes?', 'Isoflavones for menopause', 'Should I eat more tofu?'],
    keywords: ['soy', 'isoflavones', 'tofu', 'phytoestrogens', 'plant estrogen', 'edamame', 'equol'],
    answer:
      'Soy foods and isoflavone supplements have mixed results, and experts do not recommend them as a treatment for hot flashes. Eating soy foods like tofu as part of a normal diet is fine for most women. Supplements are less tested and vary in strength. If you have had a hormone-sensitive cancer, check with your cancer team before taking any supplement.',
    modules: ['plant-based-remedies-and-herbs', 'nutrition-foundations-for-midlife'],
    sources: [S.nonhormoneStatement],
  },
  {
    id: 'st-johns-wort',
    area: 'non-hormonal',
    examples: ['Is St John\'s wort ok for menopause mood?', 'Herbal antidepressant', 'St Johns wort and the pill'],
    keywords: ['st johns wort', 'st john', 'wort', 'herbal antidepressant', 'interactions'],
    answer:
      'St John\'s wort may help mild low mood, but it interacts with many medicines, including the contraceptive pill, blood thinners and antidepressants. It can make some of them stop working. Products also vary in strength. Please check with a pharmacist or doctor before taking it, and do not use it with prescribed antidepressants.',
    modules: ['plant-based-remedies-and-herbs', 'mood-anxiety-and-depression'],
    sources: [S.nccihStJohnsWort, S.nccihHerbDrug],
  },
  {
    id: 'acupuncture',
    area: 'non-hormonal',
    examples: ['Does acupuncture help menopause?', 'Acupuncture for hot flashes', 'Is acupuncture worth trying?'],
    keywords: ['acupuncture', 'needles', 'chinese medicine', 'reflexology', 'alternative therapy'],
    answer:
      'Studies of acupuncture for hot flashes show small benefits at best, and it did not do better than sham acupuncture in careful trials. Some women find it relaxing, and it is generally safe with a trained practitioner. Experts do not recommend it as a main treatment. If you try it, keep track of whether it really helps your symptoms.',
    modules: ['non-hormonal-treatments', 'plant-based-remedies-and-herbs'],
    sources: [S.nonhormoneStatement],
  },
  {
    id: 'cooling-products',
    area: 'non-hormonal',
    examples: ['Do cooling pillows help?', 'Best fan for hot flashes', 'Cooling sheets and pajamas, worth it?'],
    keywords: ['cooling', 'pillow', 'fan', 'sheets', 'gadget', 'products', 'cooling spray', 'bed'],
    answer:
      'Cooling pillows, fans, breathable sheets and moisture-wicking sleepwear can make hot flashes and night sweats easier to bear. They do not reduce how often flashes happen, but comfort matters. You do not need expensive products; a cool room, cotton layers and a glass of cold water work well for many women. If you are still losing sleep, treatment is worth discussing.',
    modules: ['hot-flashes-night-sweats', 'sleep-in-perimenopause'],
    sources: [S.niaHotFlashes],
  },
];
