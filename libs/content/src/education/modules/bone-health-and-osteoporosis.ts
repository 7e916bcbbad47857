import type { EducationModuleSource } from '../types';

export const boneHealthAndOsteoporosisModule: EducationModuleSource = {
  id: 'bone-health-and-osteoporosis',
  title: 'Bone Health and Osteoporosis',
  description:
    'Why bone loss speeds up around menopause and how to know your risk. Plus the daily steps and treatments that help guard your bones.',
  category: 'sacred-science',
  orderIndex: 11,
  duration: 5,
  content: `Your bones are living tissue. All through life, old bone is broken down and new bone is built. Estrogen helps keep this process in balance. When estrogen falls around menopause, bone is broken down faster than it is rebuilt, and bone loss speeds up.

## How much bone is lost?

Bone loss is fastest in the years just before and after the final period. Estimates vary, but a loss of roughly 10% of bone density over the first five or so years after menopause is often quoted, and some women lose more. After that, loss slows down, but it continues with age.

You cannot feel bone loss. Often, the first sign is a broken bone.

The more bone you built up when you were younger, and the more slowly you lose it, the lower your risk later on. It is never too late to take steps to protect the bone you have.

## What is osteoporosis?

**Osteoporosis** means bones have become thin and weak, so they break more easily. A fall from standing height, or even a minor bump, can cause a fracture. These are called fragility fractures. The wrist, hip and spine are common sites. Fractures in the spine can cause back pain, loss of height or a stooped posture.

Osteoporosis is common. About one in two women over 50 will break a bone, mainly because of osteoporosis. Hip fractures in particular can affect independence.

You may also hear the word **osteopenia**. It means bone density is lower than average, but not low enough to be called osteoporosis.

## Risk factors

Some risk factors you cannot change:

- being a woman, and getting older
- early menopause, before age 45
- periods that stopped for a long time when you were younger, for example because of an eating disorder or very intense exercise
- a parent who broke a hip
- having broken a bone after a minor fall or bump

Some health conditions and medicines also raise risk, including:

- long-term steroid tablets, such as prednisone or prednisolone
- rheumatoid arthritis
- conditions that affect how you absorb food, such as celiac disease
- an overactive thyroid
- some breast cancer treatments, called aromatase inhibitors

Lifestyle factors that raise risk include:

- smoking
- drinking a lot of alcohol
- being very inactive
- having a low body weight

## Checking your bones

- A **DEXA scan** (also called a DXA or bone density scan) is a quick, painless scan that uses a very low dose of X-rays. It measures bone density, usually at the hip and spine. The result is given as a **T-score**. A T-score of minus 2.5 or lower means osteoporosis.
- **FRAX** is a free online tool. It estimates your chance of a major fracture in the next 10 years. It uses your age, weight, height, risk factors and, if you have it, your bone density result.

Who is tested, and when, varies by country. In the US, screening is recommended for women aged 65 and over, and for younger postmenopausal women at higher risk. In the UK, clinicians usually start by estimating fracture risk with a tool such as FRAX, and then use a DEXA scan if needed. Ask your clinician whether you should be assessed.

## What helps protect your bones

- **Exercise.** Bone responds to load. Aim for a mix of **resistance exercise**, such as lifting weights or using resistance bands, and **impact exercise**, such as brisk walking, stair climbing, jogging or dancing, as suits your fitness. Balance exercises, such as tai chi, help prevent falls. If you have osteoporosis or have had a spine fracture, ask a physical therapist which exercises are right for you.
- **Calcium from food first.** Good sources include milk, yogurt and cheese, calcium-fortified plant milks, tofu made with calcium, canned fish with soft bones, and green leafy vegetables such as kale. Supplements may be suggested if you cannot get enough from food.
- **Vitamin D.** Your skin makes vitamin D from sunlight, and it helps your body absorb calcium. It is hard to get enough from food alone. In the UK, health authorities advise everyone to consider a daily 10 microgram supplement in autumn and winter. Ask your clinician or pharmacist what is right for you.
- **Enough protein**, which supports both bones and muscles.
- **Stopping smoking**, which helps your bones as well as your heart and lungs.
- **Limiting alcohol.** Heavy drinking weakens bone and makes falls more likely.
- **Preventing falls.** Remove trip hazards at home, use good lighting, wear well-fitting shoes and have your eyesight checked. Ask for a review if any of your medicines make you dizzy or drowsy.

## Medicines for bone health

If your fracture risk is high, medicines can lower it. These include:

- **Bisphosphonates**, such as alendronate, risedronate and zoledronic acid. They slow down bone breakdown, and they are often the first treatment offered.
- **Hormone therapy.** It prevents bone loss and reduces fracture risk. It can be an option for preventing osteoporosis in suitable women, especially those under 60 or within 10 years of menopause, and women with early menopause.
- **Other medicines**, such as denosumab, or treatments that help build new bone for people at very high risk.

Each option has its own benefits, risks and practical points. The choice is made with your clinician, based on your fracture risk and your health.

## When to get help

Talk to a clinician if:

- you have broken a bone after a minor fall or bump
- you have lost height, or your posture has changed
- you have sudden, severe back pain
- you went through menopause before age 45
- you have several of the risk factors above
- you take steroid tablets long term`,
  keyInsight:
    'Bone loss speeds up around menopause, most often with no signs at all. Exercise, calcium-rich food, vitamin D, not smoking and fall prevention all help. Women at higher risk can also take medicines that work.',
  references: [
    {
      title: 'UK clinical guideline for the prevention and treatment of osteoporosis',
      source:
        'Gregson CL, Armstrong DJ, Bowden J, et al., National Osteoporosis Guideline Group (NOGG). Archives of Osteoporosis 17(1):58',
      year: 2022,
      url: 'https://doi.org/10.1007/s11657-022-01061-5',
    },
    {
      title: "The clinician's guide to prevention and treatment of osteoporosis",
      source: 'LeBoff MS, Greenspan SL, Insogna KL, et al., Bone Health and Osteoporosis Foundation. Osteoporosis International 33(10):2049-2102',
      year: 2022,
      url: 'https://doi.org/10.1007/s00198-021-05900-y',
    },
    {
      title: 'Management of osteoporosis in postmenopausal women: the 2021 position statement of The North American Menopause Society',
      source: 'The North American Menopause Society (now The Menopause Society). Menopause 28(9):973-997',
      year: 2021,
      url: 'https://doi.org/10.1097/GME.0000000000001831',
    },
    {
      title: 'Royal Osteoporosis Society: information on bone health, osteoporosis and exercise',
      source: 'Royal Osteoporosis Society, UK',
      year: 2025,
      url: 'https://theros.org.uk',
    },
  ],
};
