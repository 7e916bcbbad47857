import type { EducationModuleSource } from '../types';

export const movementCardioAndBalanceModule: EducationModuleSource = {
  id: 'movement-cardio-and-balance',
  title: 'Movement, Cardio and Balance',
  description:
    'How walking, dancing, tai chi and other movement support your heart, mood, sleep and balance, plus tips for staying cool.',
  category: 'practice',
  orderIndex: 29,
  duration: 5,
  content: `Moving your body is one of the best gifts you can give your future self. It does not have to mean running or joining a gym. Walking, dancing, gardening, swimming and tai chi all count. This module looks at two kinds of movement: aerobic activity, which works your heart and lungs, and balance training, which helps you stay steady on your feet.

## Aerobic activity: heart, mood and sleep

Aerobic activity, sometimes called cardio, is any movement that makes you breathe faster and raises your heart rate. Examples include brisk walking, cycling, swimming and dancing.

**Your heart.** Heart disease is a leading cause of death in women. The risk rises after menopause. Regular aerobic activity helps lower blood pressure, improves cholesterol and blood sugar, and keeps your heart and blood vessels healthier.

**Your mood.** Exercise is a well-studied way to ease symptoms of depression and anxiety. Many people feel calmer and more positive after moving, even after a short walk.

**Your sleep.** Regular activity can help you fall asleep more easily and sleep more deeply. Try to finish hard workouts a few hours before bed if they leave you feeling wired.

## How much, and how hard?

The World Health Organization suggests adults aim for 150 to 300 minutes of moderate activity a week. That could be 30 minutes on five days. You can also split it into 10-minute chunks. Some is always better than none.

A simple way to judge effort is the talk test:

- **Moderate activity:** you can talk, but not sing.
- **Vigorous activity:** you can only say a few words before pausing for breath.

Vigorous activity counts about double. So 75 minutes of vigorous activity a week gives similar benefits to 150 minutes of moderate activity.

## Ways to move that you might enjoy

- **Walking.** Free, flexible and gentle on joints. Start with what feels comfortable and add a few minutes each week. Walking with a friend adds social time too.
- **Dancing.** Good for your heart, balance and mood, and often a lot of fun. Classes, online videos or music in the kitchen all count.
- **Swimming and water exercise.** The water supports your weight, which can help if your joints are sore. It can also keep you cool.
- **Cycling.** Outdoors or on an exercise bike.
- **Tai chi.** A slow, flowing practice from China. It is gentle but builds balance, leg strength and focus.
- **Yoga.** It can improve flexibility, strength and balance, and many people find it calming. Choose a class that suits your level.

The best exercise is the one you will keep doing. Pick something you enjoy.

## Sit less

Long spells of sitting are linked with poorer health, even in people who exercise. WHO advises adults to limit the time they spend sitting and to replace some of it with movement of any kind. Try standing up and moving for a few minutes every half hour or so.

## Balance training and falls

Balance can start to decline from midlife, often without us noticing. Falls become more common with age. After menopause, bones can become thinner, so a fall is more likely to cause a fracture.

Balance can be trained, just like strength. A large Cochrane review looked at exercise for preventing falls in people aged 60 and over living at home. Exercise reduced the rate of falls by about a quarter. Programs with balance and functional exercises worked well. Functional exercises copy everyday movements, like standing up and stepping. Tai chi may also reduce falls.

Simple balance exercises to try, near a kitchen counter or sturdy chair for support:

- **Stand on one leg** for up to 10 seconds, then switch. Hold on lightly at first.
- **Heel-to-toe walk.** Walk in a straight line, placing one heel just in front of the other toes.
- **Sit to stand.** Rise from a chair without using your hands, then sit back down slowly.
- **Heel raises.** Rise up onto your toes, then lower slowly.

As these get easier, hold on less. For people aged 65 and over, WHO suggests balance and strength activities on three or more days a week.

## What about hot flashes?

You may have heard that exercise cures hot flashes. The research is mixed. Some studies show a small benefit, and others show none. A Cochrane review found there was not enough evidence to say whether exercise helps. In 2023, The Menopause Society did not recommend exercise as a treatment for hot flashes. That is because the evidence is limited and inconsistent.

This does not mean exercise is not worth doing. It helps your heart, bones, mood, sleep, weight and much more. If hot flashes trouble you, talk to your clinician. There are treatments that work, both with and without hormones.

## Keeping cool while you exercise

Some women find that exercise, especially in the heat, can bring on a hot flash. These tips may help:

- Exercise in the cooler parts of the day, such as early morning.
- Wear light, breathable layers that you can take off.
- Keep a water bottle with you and sip often.
- Use a fan indoors, or try swimming.
- Cool down slowly, and have a cool shower afterwards.

Stop and rest in a cool place if you feel dizzy, sick, confused or have a bad headache. These can be signs of overheating.

## When to get help

Stop exercising and get urgent help if you have chest pain or pressure, pain spreading to your arm, jaw or back, severe breathlessness, or you feel faint. Women are more likely than men to have less typical heart symptoms, such as sudden tiredness, nausea or breathlessness.

Talk to your clinician if you have fallen, feel unsteady, or are worried about falling. A falls check can find causes and ways to help.`,
  keyInsight:
    'Cardio helps your heart, mood and sleep, and balance work helps prevent falls. Exercise may not do much for hot flashes. But it helps with almost everything else.',
  references: [
    {
      title: 'World Health Organization 2020 guidelines on physical activity and sedentary behaviour',
      source: 'Bull FC, Al-Ansari SS, Biddle S, et al. British Journal of Sports Medicine 54(24):1451-1462',
      year: 2020,
      url: 'https://doi.org/10.1136/bjsports-2020-102955',
    },
    {
      title: 'Exercise for preventing falls in older people living in the community',
      source: 'Sherrington C, Fairhall NJ, Wallbank GK, et al. Cochrane Database of Systematic Reviews, CD012424',
      year: 2019,
      url: 'https://doi.org/10.1002/14651858.CD012424.pub2',
    },
    {
      title: 'Exercise for vasomotor menopausal symptoms',
      source: 'Daley A, Stokes-Lampard H, Thomas A, MacArthur C. Cochrane Database of Systematic Reviews, CD006108',
      year: 2014,
      url: 'https://doi.org/10.1002/14651858.CD006108.pub4',
    },
    {
      title: 'The 2023 nonhormone therapy position statement of The North American Menopause Society',
      source: 'The North American Menopause Society (now The Menopause Society). Menopause 30(6):573-590',
      year: 2023,
      url: 'https://doi.org/10.1097/GME.0000000000002200',
    },
  ],
};
