import type { EducationModuleSource } from '../types';

export const lipedemaRecognitionModule: EducationModuleSource = {
  id: 'lipedema-recognition',
  title: 'Understanding Lipedema',
  description:
    'Lipedema is a long-term condition that causes painful fat build-up, mostly in the legs and hips. Learn how it differs from weight gain and swelling, and where to find support.',
  category: 'sacred-science',
  orderIndex: 13,
  duration: 5,
  content: `Many women notice their body shape changing in midlife. For some, the change is more than ordinary weight gain. Their legs or arms grow larger, feel sore, and bruise at the slightest bump. One possible reason is a condition called lipedema. In the UK and some other countries it is spelled lipoedema.

This module is for learning only. It cannot tell you whether you have lipedema. Only a clinician who examines you can do that.

## What is lipedema?

Lipedema is a chronic (long-term) condition. It causes fat to build up under the skin in an unusual pattern. The build-up is:

- **Symmetrical**, meaning both sides of the body are affected in a similar way
- **Disproportionate**, meaning the lower body, or sometimes the arms, is much larger than the rest of the body
- Mostly found in the hips, buttocks, thighs and lower legs, and sometimes the upper arms
- Usually stopped at the ankles or wrists, so the feet and hands are not affected

Many women with lipedema say the affected areas feel heavy, tender or painful to touch. They often bruise easily. The skin may feel soft or cool, with small lumps underneath.

Lipedema affects almost only women. It often starts or gets worse at times of big hormone change, such as puberty, pregnancy and menopause. It can also run in families. The exact cause is not yet known.

## How is it different from obesity?

Obesity means having extra body fat spread through the body, including the belly, hands and feet. Lipedema fat sits in a particular pattern and usually spares the hands and feet. Lipedema fat is often painful, while ordinary body fat usually is not.

Another key difference is how the body responds to weight loss. Healthy eating and exercise can reduce fat from the waist and upper body. But lipedema fat is often hard to shift with diet and exercise alone. This can be deeply frustrating for women who are doing everything "right."

A woman can have lipedema and obesity at the same time. Having lipedema does not mean you caused it. It is not the result of laziness or a lack of willpower.

## How is it different from lymphedema?

Lymphedema is swelling caused by fluid that builds up when the lymphatic system does not drain well. The lymphatic system is a network of small vessels that carries fluid away from body tissues. Lymphedema often affects one limb more than the other, and it commonly includes the feet or hands.

Lipedema is mainly a fat problem, not a fluid problem, especially in its early stages. It usually affects both sides equally and spares the feet. Over time, some women with lipedema also develop lymphedema. A specialist can help tell these conditions apart.

## Why is it often missed?

Doctors first described lipedema in 1940. Even so, many health professionals have had little training about it. Women are often simply told to lose weight, and some go years without a clear answer.

Nobody knows exactly how many women have lipedema, and estimates vary widely. One often-quoted figure is that it may affect up to about 11 in every 100 women. Other estimates are much lower. Experts agree that better research is needed.

## Why a questionnaire or app cannot diagnose it

Online quizzes and apps, including any questionnaire in this app, can raise awareness. But they cannot diagnose lipedema. There is no single blood test or scan that confirms it either. Diagnosis is based on your health history and a careful physical exam by someone who knows the condition well. Sometimes tests are used to rule out other causes of swelling, such as problems with the veins, heart, kidneys or thyroid.

If you recognize some of these signs in yourself, the next step is a conversation with your doctor or nurse. Ask whether they have experience with lipedema, or whether they can refer you to someone who does. Depending on where you live, this might be a specialist in lymphatic conditions, vascular (blood vessel) medicine or dermatology (skin).

## Support and care options

There is currently no cure for lipedema. But there are ways to ease symptoms and protect your quality of life. Care is usually tailored to each person and may include:

- **Compression garments**, which are specially fitted stockings, leggings or sleeves. Many women find they ease pain and heaviness.
- **Regular movement** that feels good for your body. Walking, cycling, swimming and water exercise are often suggested because they are gentle on the joints.
- **Specialist care** from clinicians and therapists who understand lipedema. When swelling is also present, some offer a gentle massage called manual lymphatic drainage.
- **Healthy eating and weight care**, which support overall health and help prevent extra weight gain that can make symptoms worse.
- **Mental health support**. Living with pain, body changes and years of being misunderstood can affect mood and self-esteem. Talking therapies and peer support groups can help.

Some specialist centers offer a type of liposuction for lipedema. Evidence about its long-term safety and benefit is still limited. In the UK, for example, NICE has advised that for now it should only be done as part of research. Any decision about surgery should be made carefully with an experienced specialist.

## When to get help

Talk to a doctor or nurse if you notice:

- Legs, hips or arms growing out of proportion to the rest of your body
- Pain, tenderness or easy bruising in those areas
- Swelling that is getting worse, or that affects one limb more than the other
- Skin changes, such as redness, heat or wounds that are slow to heal

Get urgent medical care if one leg suddenly becomes swollen, red, warm or painful, or if you have sudden shortness of breath. These can be signs of a blood clot or an infection.

You deserve to be listened to. If you feel dismissed, it is okay to ask for a second opinion.`,
  keyInsight:
    'Lipedema is a real health condition, not your fault. Only a clinician who knows it well can diagnose it. Compression, movement, expert care and emotional support can all help.',
  references: [
    {
      title: 'Standard of care for lipedema in the United States',
      source: 'Herbst KL, Kahn LA, Iker E, et al. Phlebology, 36(10), 779-796',
      year: 2021,
      url: 'https://doi.org/10.1177/02683555211015887',
    },
    {
      title: 'Liposuction for chronic lipoedema (Interventional procedures guidance IPG721)',
      source: 'National Institute for Health and Care Excellence (NICE), UK',
      year: 2022,
      url: 'https://www.nice.org.uk/guidance/ipg721',
    },
    {
      title: 'Best Practice Guidelines: The Management of Lipoedema',
      source: 'Wounds UK, London',
      year: 2017,
      url: 'https://www.wounds-uk.com',
    },
  ],
};
