import type { EducationModuleSource } from '../types';

export const strengthTrainingBasicsModule: EducationModuleSource = {
  id: 'strength-training-basics',
  title: 'Strength Training Basics',
  description:
    'Why strength training matters for muscle and bone in midlife, and how to start safely and build up step by step.',
  category: 'practice',
  orderIndex: 28,
  duration: 5,
  content: `Strength training means working your muscles against a force. That force can be weights, resistance bands, machines or your own body weight. It is one of the most useful things you can do for your health in midlife and beyond. You do not need a gym, special clothes or any past experience to begin.

## Why it matters now

Muscle mass and strength slowly fall as we age. Bone changes too. Estrogen helps protect bone, so bone loss speeds up in the years around menopause. This raises the risk of osteoporosis, a condition where bones become thin and break more easily.

The good news is that muscle and bone are living tissues. They respond to the demands you place on them. When muscles pull on bones during exercise, the bones get a signal to stay strong. Muscles grow stronger when they are worked a little harder than usual. This works at any age.

Strength training can also help with:

- Everyday tasks, like carrying shopping and climbing stairs.
- Balance, which lowers the risk of falls.
- Blood sugar control and heart health.
- Mood, sleep and confidence.
- Keeping a healthy body composition, meaning the balance of muscle and fat.

## What the research shows

For a long time, people with low bone density were told to avoid heavy lifting. The LIFTMOR trial in Australia tested this. About 100 postmenopausal women with low bone mass took part. Half did supervised, high-intensity strength and impact training twice a week for eight months. Sessions lasted about 30 minutes. The other half did a gentle home program.

Compared with the home group, the high-intensity group had better bone density results at the spine and hip. They also did better on tests of strength and physical function. Only one minor problem, a back spasm, was reported. It is important to know that the training was carefully supervised. The women were screened first and built up the load slowly with expert coaching.

## How much is recommended

The World Health Organization's 2020 guidelines suggest that adults:

- Do at least 150 to 300 minutes of moderate activity, such as brisk walking, each week.
- Do muscle-strengthening activities that work all the major muscle groups on two or more days a week.

For people aged 65 and over, the guidelines also suggest activities that challenge balance and strength on three or more days a week.

## How to start safely

- **Begin with your body weight.** Good first exercises include standing up from a chair and sitting back down, push-ups against a wall, step-ups onto a low step, and lying on your back lifting your hips.
- **Learn good form.** A qualified trainer, physiotherapist or beginner class can show you how to move safely. Many gyms and community centers run sessions for midlife and older women.
- **Warm up first.** Spend five to ten minutes walking or marching on the spot.
- **Find the right effort.** Choose a weight or version of the exercise you can do about 8 to 12 times with good form. The last few should feel hard, but not painful.
- **Breathe.** Breathe out as you lift or push. Try not to hold your breath.
- **Rest between sessions.** Give the same muscles a day or two to recover before working them hard again.

Mild muscle soreness for a day or two after a new exercise is normal. Sharp pain, or pain in a joint, is a sign to stop.

## Progressive overload, in plain words

Progressive overload sounds technical, but the idea is simple. Your body adapts to what you ask of it. To keep getting stronger, you slowly ask a little more over time.

You can do this by:

- Doing a few more repeats of each exercise.
- Adding a little more weight or a stronger band.
- Adding another round of the exercise.
- Moving to a harder version, such as going from wall push-ups to push-ups against a kitchen counter.

Change one thing at a time, in small steps. If an exercise starts to feel easy, it is time to make it a bit harder.

Be patient with results. Many people notice they feel stronger and steadier within a few weeks. Changes in bone are much slower and take many months of regular training, so keep going even when you cannot see a difference.

## Making it work for you

- **Sore joints.** Try a smaller range of movement, seated exercises or resistance bands.
- **Osteoporosis or past fractures.** Strength training is usually still helpful, but the right exercises depend on you. If you have had a spine fracture, ask a physiotherapist which movements to avoid. Many people are advised to take care with deep forward bending, especially while lifting or twisting.
- **Leaking urine when you lift.** This is common. Breathing out as you lift may help. A pelvic floor physiotherapist can also help.
- **Low energy days.** Do a shorter, lighter session. Something is better than nothing.
- **Short on time.** Two or three exercises that work your legs, back and arms can be done in 15 minutes at home.

## When to check with a clinician first

Talk to a clinician before starting if you have:

- Heart disease, chest pain or high blood pressure that is not controlled.
- Dizziness or fainting.
- Recent surgery, a recent fracture or a joint replacement.
- Osteoporosis with spine fractures.
- Diabetes treated with insulin or medicines that can cause low blood sugar.

Stop exercising and get help straight away if you have chest pain, severe breathlessness, a racing or irregular heartbeat, or feel faint.

It is never too late to start. Even small amounts of regular strength training can help you feel stronger and more capable.`,
  keyInsight:
    'Muscle and bone respond to being challenged at any age. Aim for strength training on two or more days a week, start gently with good form, and build up a little at a time.',
  references: [
    {
      title:
        'High-Intensity Resistance and Impact Training Improves Bone Mineral Density and Physical Function in Postmenopausal Women With Osteopenia and Osteoporosis: The LIFTMOR Randomized Controlled Trial',
      source: 'Watson SL, Weeks BK, Weis LJ, et al. Journal of Bone and Mineral Research 33(2):211-220',
      year: 2018,
      url: 'https://doi.org/10.1002/jbmr.3284',
    },
    {
      title: 'World Health Organization 2020 guidelines on physical activity and sedentary behaviour',
      source: 'Bull FC, Al-Ansari SS, Biddle S, et al. British Journal of Sports Medicine 54(24):1451-1462',
      year: 2020,
      url: 'https://doi.org/10.1136/bjsports-2020-102955',
    },
    {
      title:
        'Strong, steady and straight: UK consensus statement on physical activity and exercise for osteoporosis',
      source: 'Brooke-Wavell K, Skelton DA, Barker KL, et al. British Journal of Sports Medicine 56(15):837-846',
      year: 2022,
      url: 'https://doi.org/10.1136/bjsports-2021-104634',
    },
  ],
};
