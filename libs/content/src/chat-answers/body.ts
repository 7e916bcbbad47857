import { SOURCES as S } from './sources';
import type { ChatAnswerCard } from './types';

export const BODY_CARDS: readonly ChatAnswerCard[] = [
  {
    id: 'joint-pain',
    area: 'body',
    examples: ['My joints ache all over', 'Can menopause cause joint pain?', 'Stiff and sore in the mornings'],
    keywords: ['joint', 'joints', 'ache', 'aches', 'achy', 'stiff', 'stiffness', 'pain', 'knees', 'hips', 'hands', 'sore'],
    answer:
      'Joint aches and stiffness are common around menopause, partly because estrogen helps keep joints and tissues healthy. Regular movement, strength work and staying at a healthy weight all help. Some women find their joint aches ease on hormone therapy. See a doctor if a joint is hot, red or swollen, or if pain stops you doing normal things, as arthritis and other causes need checking.',
    modules: ['joint-aches-and-muscle-pain', 'strength-training-basics'],
    sources: [S.niceMenopause, S.nhsMenopause],
  },
  {
    id: 'frozen-shoulder-muscle-pain',
    area: 'body',
    examples: ['Frozen shoulder in menopause', 'My muscles ache for no reason', 'Is frozen shoulder linked to hormones?'],
    keywords: ['frozen shoulder', 'shoulder', 'muscle pain', 'muscles', 'aching muscles', 'heel pain', 'tendon'],
    answer:
      'Frozen shoulder is most common in women aged 40 to 60, and some experts think falling estrogen plays a part. Muscle aches and tendon pain also become more common in midlife. Gentle movement and physical therapy are the main treatments for frozen shoulder, and it usually gets better slowly. A doctor can check the cause and suggest the right help.',
    modules: ['joint-aches-and-muscle-pain'],
    sources: [S.nhsMenopause],
  },
  {
    id: 'weight-gain-midlife',
    area: 'body',
    examples: ['Why am I gaining weight in menopause?', 'Belly fat that will not shift', 'I eat the same but keep putting on weight'],
    keywords: ['weight', 'weight gain', 'belly', 'belly fat', 'tummy', 'middle', 'putting on', 'gaining', 'fat', 'waist'],
    answer:
      'Many women gain weight in midlife, mostly from aging and lifestyle rather than menopause itself. What does change with menopause is where fat sits, with more around the middle. Strength training protects muscle, and eating plenty of protein, vegetables and fiber helps. Small steady changes work better than strict diets.',
    modules: ['weight-and-body-composition', 'strength-training-basics', 'nutrition-foundations-for-midlife'],
    sources: [S.nhsMenopause, S.dietaryGuidelines],
  },
  {
    id: 'weight-loss-medicines',
    area: 'body',
    examples: ['Should I try Ozempic?', 'Are weight loss injections safe in menopause?', 'What about Wegovy or Mounjaro?'],
    keywords: ['ozempic', 'wegovy', 'mounjaro', 'zepbound', 'semaglutide', 'tirzepatide', 'glp-1', 'injections', 'weight loss medicine', 'jab'],
    answer:
      'GLP-1 medicines, such as semaglutide and tirzepatide, can lead to large weight loss. Feeling sick and other stomach side effects are common. Rare but serious risks include problems with the pancreas or gallbladder, and they are not for use in pregnancy. Muscle can be lost along with fat, so strength training and protein matter. Whether they suit you is a choice to make with a doctor who knows your health.',
    modules: ['weight-loss-medicines-in-midlife', 'weight-and-body-composition'],
    sources: [S.selectTrial],
  },
  {
    id: 'metabolism-slowing',
    area: 'body',
    examples: ['Does my metabolism slow down in menopause?', 'Why is it harder to lose weight now?', 'Metabolism after 50'],
    keywords: ['metabolism', 'slow', 'harder to lose', 'burn', 'calories', 'after 50', 'lose weight'],
    answer:
      'Metabolism changes less in midlife than most people think, but muscle tends to shrink with age, and muscle burns more energy than fat. Strength training two or more days a week helps keep it. Sleep and stress also affect hunger and weight. A plan you can keep up will do more than a hard diet you drop after a month.',
    modules: ['weight-and-body-composition', 'strength-training-basics'],
    sources: [S.whoActivity],
  },
  {
    id: 'skin-changes',
    area: 'body',
    examples: ['My skin is so dry and thin now', 'Menopause and wrinkles', 'Why is my skin itchy?'],
    keywords: ['skin', 'dry skin', 'itchy', 'itching', 'wrinkles', 'thin skin', 'crawling', 'collagen', 'acne', 'sagging'],
    answer:
      'Skin often gets drier, thinner and less firm after menopause. That is because estrogen helps skin hold water and make collagen. A gentle wash, a daily moisturizer and sunscreen make the most difference. Some women get itchy skin or a crawling feeling, which moisturizer can ease. See a doctor about itching that will not settle, a rash or a mole that changes.',
    modules: ['skin-hair-and-body-changes', 'body-image-and-ageing-well'],
    sources: [S.nhsMenopause],
  },
  {
    id: 'hair-thinning',
    area: 'body',
    examples: ['My hair is falling out', 'Thinning hair in perimenopause', 'Why is my hair getting so thin?'],
    keywords: ['hair', 'hair loss', 'thinning', 'falling out', 'bald', 'shedding', 'hairline', 'scalp'],
    answer:
      'Hair often gets thinner around menopause, especially on the top of the head. Low iron, thyroid problems and stress can also cause hair loss, so a doctor may suggest blood tests. Treatments exist, and a doctor or skin specialist can explain which might suit you. Gentle hair care, and avoiding tight styles and harsh heat, helps protect what you have.',
    modules: ['skin-hair-and-body-changes', 'thyroid-problems-in-midlife'],
    sources: [S.nhsMenopause, S.nhsThyroid],
  },
  {
    id: 'facial-hair',
    area: 'body',
    examples: ['I am growing chin hairs', 'Facial hair after menopause', 'Why am I getting a mustache?'],
    keywords: ['facial hair', 'chin hair', 'mustache', 'whiskers', 'hairy', 'beard'],
    answer:
      'Some women notice more hair on the chin or upper lip after menopause, as the balance between estrogen and testosterone shifts. It is common and harmless. Plucking, waxing, threading and laser are all options. If hair growth is sudden or heavy, or comes with other changes, see a doctor to check hormone levels.',
    modules: ['skin-hair-and-body-changes'],
    sources: [S.nhsMenopause],
  },
  {
    id: 'headaches-migraine',
    area: 'body',
    examples: ['My migraines got worse in perimenopause', 'Headaches before my period are getting worse', 'Menopause and headaches'],
    keywords: ['headache', 'headaches', 'migraine', 'migraines', 'aura', 'head pain', 'worse', 'getting worse'],
    answer:
      'Migraines often get worse in perimenopause, when hormone levels swing, and many women find they ease after menopause. A diary helps you and your doctor spot patterns and triggers. Most women who get migraine with aura can still use hormone therapy through the skin, as a patch or gel. A sudden, very bad headache is different and needs emergency care.',
    modules: ['headaches-and-migraine'],
    sources: [S.whcMigraine],
  },
  {
    id: 'palpitations-common',
    area: 'body',
    examples: ['My heart skips a beat sometimes', 'I feel my heart fluttering at night', 'Are palpitations normal in menopause?'],
    keywords: ['palpitations', 'skipped beat', 'fluttering', 'irregular heartbeat', 'thumping', 'flutter', 'pounding', 'racing'],
    answer:
      'Palpitations feel like your heart is racing, pounding or skipping a beat. They are common around menopause and usually harmless. Caffeine, alcohol, stress and hot flashes can set them off. If they happen often, see a doctor, who can check your heart rhythm with a simple test. Call 911 or your local emergency number if they come with chest pain, fainting or trouble breathing.',
    modules: ['palpitations-in-midlife'],
    sources: [S.nhsPalpitations],
  },
  {
    id: 'bladder-leaks',
    area: 'body',
    examples: ['I leak when I sneeze', 'Peeing a little when I laugh', 'Bladder leaks when running'],
    keywords: ['leak', 'leaking', 'incontinence', 'sneeze', 'cough', 'laugh', 'wet myself', 'pee', 'urine', 'bladder'],
    answer:
      'Leaking when you cough, sneeze or laugh is very common and very treatable. Pelvic floor exercises, done daily for at least three months, are the first treatment and help most women. A pelvic health physical therapist can check you are doing them right. Tell your doctor, as there are more options if exercises are not enough.',
    modules: ['pelvic-floor-health', 'bladder-symptoms-and-recurrent-utis'],
    sources: [S.niceIncontinence, S.nhsIncontinence],
  },
  {
    id: 'bladder-urgency',
    area: 'body',
    examples: ['I always need to pee urgently', 'Up at night to pee', 'Overactive bladder in menopause'],
    keywords: ['urgency', 'urgent', 'need to pee', 'frequent', 'overactive bladder', 'night peeing', 'toilet', 'rush'],
    answer:
      'Needing to pee often or in a rush gets more common after menopause. Lower estrogen affects the bladder and the tissues around it. Bladder training, less caffeine and fizzy drinks, and pelvic floor exercises all help. Vaginal estrogen eases this for many women. A doctor can check for an infection and talk through other options.',
    modules: ['bladder-symptoms-and-recurrent-utis', 'genitourinary-syndrome-and-sexual-health'],
    sources: [S.niceIncontinence, S.nhsIncontinence],
  },
  {
    id: 'recurrent-utis',
    area: 'body',
    examples: ['I keep getting UTIs', 'Why do I get so many bladder infections now?', 'Recurring cystitis after menopause'],
    keywords: ['uti', 'utis', 'bladder infection', 'cystitis', 'infection', 'burning', 'recurrent', 'keep getting'],
    answer:
      'Bladder infections get more common after menopause. Lower estrogen changes the tissues and the good bacteria near the bladder. Vaginal estrogen lowers the risk of repeat infections and is safe for most women. See a doctor each time you have symptoms, and go the same day if you have a fever, back pain or feel very unwell.',
    modules: ['bladder-symptoms-and-recurrent-utis', 'genitourinary-syndrome-and-sexual-health'],
    sources: [S.nhsUti, S.niceMenopause],
  },
  {
    id: 'pelvic-floor-exercises',
    area: 'body',
    examples: ['How do I do pelvic floor exercises?', 'What are Kegels?', 'Strengthen my pelvic floor'],
    keywords: ['pelvic floor', 'kegel', 'kegels', 'squeeze', 'prolapse', 'strengthen'],
    answer:
      'To find your pelvic floor, imagine stopping yourself from passing wind and from peeing at the same time, then squeeze and lift. Hold for a few seconds, then relax fully, and also try some quick squeezes. Do a set a few times a day, and keep going for three months to see the benefit. A pelvic health physical therapist can check you are using the right muscles.',
    modules: ['pelvic-floor-health'],
    sources: [S.niceIncontinence],
  },
  {
    id: 'prolapse',
    area: 'body',
    examples: ['I feel a bulge down below', 'Heavy dragging feeling in my vagina', 'What is a prolapse?'],
    keywords: ['prolapse', 'bulge', 'dragging', 'heaviness', 'something coming down', 'lump in vagina', 'falling out', 'down there', 'definition'],
    answer:
      'A feeling of heaviness, dragging or a bulge in the vagina can be a prolapse. This is when organs in the pelvis slip down a little. It is common after childbirth and menopause, and it is not dangerous, but it can be uncomfortable. Pelvic floor exercises, a small support device called a pessary, and surgery are all options. See a doctor so they can check and explain your choices.',
    modules: ['pelvic-floor-health'],
    sources: [S.niceIncontinence],
  },
  {
    id: 'lipedema',
    area: 'body',
    examples: ['My legs are big and bruise easily', 'What is lipedema?', 'Painful fat on my legs that diet does not change'],
    keywords: ['lipedema', 'legs', 'bruise', 'bruising', 'painful fat', 'heavy legs', 'thighs', 'arms', 'lipoedema', 'definition'],
    answer:
      'Lipedema is a long-term condition where fat builds up evenly in both legs, and sometimes the arms, while the feet and hands are spared. The areas are often tender and bruise easily, and diet does not shrink them much. It often starts or worsens at puberty, pregnancy or menopause. Only a clinician can diagnose it, so ask your doctor if this sounds familiar.',
    modules: ['lipedema-recognition'],
    sources: [S.lipedemaConsensus, S.niceLipedema],
  },
  {
    id: 'body-image',
    area: 'body',
    examples: ['I hate how my body looks now', 'I do not recognize myself in the mirror', 'Feeling old and unattractive'],
    keywords: ['body image', 'mirror', 'hate my body', 'unattractive', 'ugly', 'old', 'aging', 'confidence', 'looks'],
    answer:
      'Many women struggle with how their body changes in midlife, and those feelings are valid. It can help to notice what your body does for you, not only how it looks. Moving in ways you enjoy and wearing clothes that fit your body now are small, real steps. If the feelings are heavy or constant, talking to someone can help.',
    modules: ['body-image-and-ageing-well', 'mindfulness-and-self-compassion'],
    sources: [S.nhsMenopause],
  },
  {
    id: 'thyroid-or-menopause',
    area: 'body',
    examples: ['Could it be my thyroid?', 'Thyroid symptoms or menopause?', 'Should I get my thyroid checked?'],
    keywords: ['thyroid', 'underactive', 'overactive', 'hypothyroid', 'tsh', 'check thyroid'],
    answer:
      'Thyroid problems are common in women in midlife, and symptoms like tiredness, weight change, low mood and feeling hot or cold overlap with menopause. A simple blood test can check your thyroid. It is worth asking your doctor for one if your symptoms do not fit, or if thyroid problems run in your family. Both can happen at the same time.',
    modules: ['thyroid-problems-in-midlife'],
    sources: [S.nhsThyroid],
  },
  {
    id: 'dry-eyes-mouth',
    area: 'body',
    examples: ['My eyes are so dry lately', 'Dry mouth and gums in menopause', 'Gritty eyes since my periods stopped'],
    keywords: ['dry eyes', 'eyes', 'dry mouth', 'gums', 'teeth', 'gritty', 'burning mouth'],
    answer:
      'Dry eyes and a dry mouth are more common after menopause, as hormone changes affect tear and saliva glands. Eye drops sold as artificial tears, and sipping water often, can ease them. Keep up regular dental and eye checks, because gum health also changes in midlife. See a doctor if your eyes are painful, red or your sight changes.',
    modules: ['skin-hair-and-body-changes'],
    sources: [S.nhsMenopause],
  },
];
