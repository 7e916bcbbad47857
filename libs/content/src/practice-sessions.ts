export type PracticeGroupId = 'meditation' | 'breathwork' | 'movement';
/**
 * A paced breathing pattern. Phase lengths are in seconds (0 skips the phase). The pacer follows the
 * guidance: `leadInSeconds` of natural breathing first, then `sets` sets of `rounds` cycles with
 * `restSeconds` of natural breathing between sets, then natural breathing until the timer ends.
 */
export type BreathPattern = {
  name: string;
  inhale: number;
  hold: number;
  exhale: number;
  holdAfterExhale: number;
  /** Breath cycles in one set; without it the pattern repeats until the timer ends. */
  rounds?: number;
  /** Number of sets (default 1). */
  sets?: number;
  /** Natural breathing between sets, in seconds (default 0). */
  restSeconds?: number;
  /** Natural breathing before the first cycle, in seconds (default 0). */
  leadInSeconds?: number;
};
export type PracticeSession = {
  id: string;
  name: string;
  duration: number;
  description: string;
  guidance: string;
  breathPattern?: BreathPattern;
};
export type PracticeGroup = {
  id: PracticeGroupId;
  name: string;
  color: string;
  description: string;
  sessions: readonly PracticeSession[];
};

/**
 * Guided practices: meditation, breathwork and gentle movement.
 *
 * `guidance` is plain text, paragraphs separated by a blank line. Durations are in minutes.
 * Breath patterns are in seconds per phase and follow each session's guidance: 4-7-8 is two
 * minutes of settling, then three sets of 4 cycles (the beginner's set; at most 8 in a row) with a
 * minute of normal breathing between them, and two minutes of natural breathing to finish.
 */
export const PRACTICE_GROUPS: readonly PracticeGroup[] = [
  {
    id: 'meditation',
    name: 'Sacred Meditation',
    color: 'violet',
    description: 'Quiet, guided time to rest your mind, soften stress and come home to yourself. No experience needed.',
    sessions: [
      {
        id: 'body-scan-for-rest',
        name: 'Body Scan for Rest',
        duration: 20,
        description:
          'Move your attention slowly through your body, from your toes to the top of your head. A gentle way to unwind, and lovely before sleep.',
        guidance: [
          'Lie on your back on a bed, sofa or mat, or sit in a comfortable chair with your feet on the floor. Put a pillow under your knees if your lower back likes the support. If you tend to get hot, keep a light layer you can push off rather than a heavy blanket. Let your eyes close, or rest your gaze softly on one spot.',
          'Take a few slow breaths. Feel the weight of your body sinking into whatever is holding you. For the next couple of minutes, simply notice your breath moving in and out, without changing it.',
          'Bring your attention to your feet. Notice your toes, the soles, the heels and the tops of your feet. You might feel warmth, coolness, tingling, pressure, or nothing at all. All of it is fine. There is nothing to fix. Then move slowly up through your ankles, calves, knees, thighs and hips, spending about a minute on each area.',
          'Now notice your lower back, belly and chest rising and falling with each breath. Move to your hands, wrists, arms and shoulders, then your neck, jaw, cheeks, eyes and forehead. If you find tension, imagine breathing into that area and letting it soften a little on the out-breath.',
          'Your mind will wander; that is what minds do. Each time you notice you are thinking about something else, gently bring your attention back to the part of the body you were exploring. If a sensation is uncomfortable, you are always free to shift position.',
          'To finish, feel your whole body at once, breathing as one. Wiggle your fingers and toes, stretch if you like, and roll onto your side before sitting up slowly. If you are using this at bedtime and drift off to sleep, that is perfectly fine too.',
        ].join('\n\n'),
      },
      {
        id: 'loving-kindness-for-you',
        name: 'Loving-Kindness for You',
        duration: 15,
        description:
          'Offer kind wishes to yourself, then to others. A warm practice for days when you are hard on yourself or feeling disconnected.',
        guidance: [
          'Sit comfortably with your back supported and your hands resting in your lap. Close your eyes or lower your gaze. Take three slow breaths, letting your shoulders drop a little each time you breathe out.',
          'Place a hand on your heart if that feels good. Silently repeat these phrases, slowly, letting each one land: "May I be safe. May I be well. May I be at ease. May I be kind to myself." Stay with yourself for about four minutes, repeating the phrases at your own pace. If the words feel awkward or untrue today, that is okay. You are simply planting a seed.',
          'Now bring to mind someone you love easily, such as a friend, a child, a grandparent or a pet. Picture their face and offer them the same wishes: "May you be safe. May you be well. May you be at ease." Notice any warmth that comes, without forcing it.',
          'Next, think of someone you barely know, like a neighbor or someone who served you in a shop. Offer them the same phrases. They, too, have good days and hard days, just like you.',
          'Finally, widen the circle to include all the women going through this stage of life, and then everyone, everywhere: "May we all be safe. May we all be well. May we all be at ease."',
          'Return to yourself for a final minute. Notice how you feel, then take a deep breath, open your eyes and carry a little of this kindness into the rest of your day.',
        ].join('\n\n'),
      },
      {
        id: 'inner-sanctuary-visualisation',
        name: 'Inner Sanctuary Visualization',
        duration: 30,
        description:
          'A longer sitting practice. Settle with your breath. Then picture a calm, safe place in your mind that you can go back to when you need it.',
        guidance: [
          'Find a quiet spot where you will not be disturbed for half an hour. Sit on a chair with your feet flat on the floor, or on a cushion, with your back tall but not stiff. Rest your hands on your thighs. Set a gentle timer if you like, so you do not need to watch the clock.',
          'For the first ten minutes, let your breath be your anchor. Feel the air cool at your nostrils as you breathe in and warmer as you breathe out. You can count breaths silently from one to ten, then start again at one. When you lose count, as everyone does, simply begin again at one without judging yourself.',
          'Now, for about fifteen minutes, imagine a place where you feel completely safe and calm. It might be a beach, a forest, a garden, a cozy room, or somewhere you have never been. Take your time building it. What can you see? Notice the colors and the light. What can you hear? What is the air like on your skin: cool, fresh, gently warm?',
          'Explore your sanctuary slowly. Find a spot to sit or lie down there. Notice how your body feels as you rest in this place. If worries appear, imagine placing them in a box or letting them drift away like leaves on a stream. You can come back to them later if you need to.',
          'Before you leave, choose a small detail of your sanctuary to remember, such as a color, a sound or a smell. This becomes a shortcut you can call on in a stressful moment, a hot flash, or when you cannot sleep.',
          'For the last five minutes, let the image fade and simply sit, aware of your breath, the sounds in the room and the feel of your body. When the timer ends, move your fingers and toes, open your eyes and take a moment before you stand.',
        ].join('\n\n'),
      },
    ],
  },
  {
    id: 'breathwork',
    name: 'Sacred Breathwork',
    color: 'sky',
    description:
      'Simple, safe breathing patterns to calm your nervous system, ease stress and help you settle for sleep. Always breathe gently and never force it.',
    sessions: [
      {
        id: 'calming-4-7-8-breath',
        name: 'Calming 4-7-8 Breath',
        duration: 10,
        description:
          'Breathe in for 4, hold for 7, breathe out for 8. A slow, soothing rhythm many people use to wind down before bed or in a tense moment.',
        guidance: [
          'Sit upright in a comfortable chair, or lie down if you are using this to help you fall asleep. Spend the first two minutes breathing normally, letting your body settle. If you like, rest the tip of your tongue lightly just behind your top front teeth and keep it there throughout.',
          'One cycle goes like this. Breathe out fully through your mouth. Close your mouth and breathe in quietly through your nose for a count of 4. Hold your breath gently for a count of 7. Breathe out slowly through your mouth for a count of 8, as if sighing. That is one cycle.',
          'Do 4 cycles in a row; this is one set. Then rest with one to two minutes of normal, easy breathing. If you feel comfortable, do another set, then rest again. Beginners should start with 4 cycles per set. Over several weeks of regular practice you can build up to a maximum of 8 cycles in a row, always resting with normal breathing between sets.',
          'The counts do not need to be exact seconds. What matters is the pattern: the out-breath is about twice as long as the in-breath. If holding for 7 feels like a strain, count faster. The hold should never feel forced.',
          'Stop at once and return to normal breathing if you feel light-headed, dizzy, breathless or anxious. If you have a heart or lung condition, or are pregnant, check with your clinician before practicing breath holds, or simply leave the hold out.',
          'Finish with two minutes of natural breathing. Notice how your body feels now compared with when you started.',
        ].join('\n\n'),
        breathPattern: {
          name: '4-7-8 Breath',
          inhale: 4,
          hold: 7,
          exhale: 8,
          holdAfterExhale: 0,
          rounds: 4,
          sets: 3,
          restSeconds: 60,
          leadInSeconds: 120,
        },
      },
      {
        id: 'coherent-breathing',
        name: 'Coherent Breathing',
        duration: 15,
        description:
          'Breathe in for 5 and out for 5, about six breaths a minute. A smooth, even rhythm that many people find steadying during stressful days.',
        guidance: [
          'Sit comfortably with your back supported and your feet flat on the floor, or lie down with a pillow under your knees. Rest one hand on your belly and one on your chest. Take a minute or two to breathe normally and let your body settle.',
          'Now begin breathing in through your nose for a slow count of 5, letting your belly rise gently under your hand. Without pausing, breathe out through your nose for a count of 5, letting your belly soften. There are no holds: the breath flows in and out like a slow wave.',
          'Keep the breath soft and quiet, not deep or forced. You should feel comfortable throughout. If 5 counts feels too long at first, start with 4 in and 4 out, and lengthen it over the coming days as it becomes easier.',
          'Continue for about 12 minutes. Follow the timer or count silently. When your mind wanders, gently bring it back to the count and the rise and fall of your belly.',
          'If you feel light-headed or short of breath, stop and breathe normally. For the last minute or two, let go of counting and let your breath find its own natural rhythm. Notice any sense of calm before you get up.',
        ].join('\n\n'),
        breathPattern: {
          name: 'Coherent Breathing (5 in, 5 out)',
          inhale: 5,
          hold: 0,
          exhale: 5,
          holdAfterExhale: 0,
          rounds: 72,
          leadInSeconds: 90,
        },
      },
      {
        id: 'cooling-long-exhale',
        name: 'Cooling Long Exhale',
        duration: 12,
        description:
          'Breathe in for 4 and out for 6. A longer out-breath helps many people feel calmer, and it is a comforting practice to lean on while a hot flash passes.',
        guidance: [
          'Sit or lie somewhere comfortable. If you feel warm, loosen any tight clothing, take off a layer or sit near a fan or an open window. Breathe normally for a minute and notice where you feel the breath most easily.',
          'Breathe in gently through your nose for a count of 4. Then breathe out slowly for a count of 6. You can breathe out through your nose, or through softly pursed lips as if cooling a spoonful of soup. There is no need to hold your breath at any point.',
          'Keep going for about 10 minutes. As you breathe out, let your jaw, shoulders and hands soften. You might imagine cool air flowing in and warmth flowing out with each long out-breath.',
          'The breath should stay easy and unhurried. If 6 counts feels long, try breathing in for 3 and out for 5. If you feel light-headed or uncomfortable, stop and breathe normally.',
          'This practice will not stop hot flashes, but it can help you feel more in control and less stressed while one passes. You can use a few rounds anywhere: at your desk, in bed at night or in a queue.',
          'To finish, let your breath return to its natural rhythm for a minute, and notice how your body feels.',
        ].join('\n\n'),
        breathPattern: {
          name: 'Extended Exhale (4 in, 6 out)',
          inhale: 4,
          hold: 0,
          exhale: 6,
          holdAfterExhale: 0,
          rounds: 60,
          leadInSeconds: 60,
        },
      },
    ],
  },
  {
    id: 'movement',
    name: 'Movement Medicine',
    color: 'emerald',
    description:
      'Gentle, joint-friendly sessions to build strength, keep you moving freely and help you unwind. Every move has an easier option, including chair versions.',
    sessions: [
      {
        id: 'strength-and-balance-flow',
        name: 'Strength and Balance Flow',
        duration: 25,
        description:
          'A full-body routine with sit-to-stands, wall push-ups, calf raises and balance work, to support your muscles and bones. Uses a sturdy chair and a wall.',
        guidance: [
          'Before you start: you need a sturdy chair without wheels, placed against a wall, and a clear space. Wear supportive shoes. Work at an effort that feels moderate to somewhat hard, but never painful. Stop straight away if you feel sharp or joint pain, chest pain, dizziness or unusual breathlessness, and seek medical advice if it does not settle. If you have osteoporosis or a past spine fracture, avoid bending far forward or twisting while lifting.',
          'Warm-up (5 minutes): march on the spot, or seated in the chair, for one minute. Roll your shoulders back ten times. Make slow arm circles, small then bigger. Circle your hips gently, then circle each ankle. Finish with one more minute of marching, lifting your knees a little higher.',
          'Strength circuit (about 12 minutes, two rounds): Sit-to-stand: from the chair, stand up and sit down slowly 8 to 12 times, using your hands if needed. Wall push-ups: hands on the wall at shoulder height, bend your elbows to bring your chest toward the wall, then push back, 8 to 12 times. Calf raises: holding the chair back, rise onto your toes and lower slowly, 10 to 15 times; seated, lift your heels instead. Step-backs: holding the chair, step one foot back, bend both knees a little, then return, 8 times each side; keep the movement small if your knees complain. Rest for a minute between rounds.',
          'Make it easier or harder: use a higher chair, a smaller range of movement or fewer repeats to make it easier. To make it harder, hold light weights or full water bottles, slow the movement down, or add a third round. The last two or three repeats should feel challenging but still doable with good form.',
          'Balance (4 minutes): stand beside the chair or a counter and hold on as much as you need. Stand with one foot directly in front of the other, heel to toe, for up to 30 seconds, then swap. Then stand on one leg for up to 30 seconds each side. As you get steadier, hold on with one finger, or let go for a few seconds at a time.',
          'Cool-down (4 minutes): walk slowly around the room. Holding the chair, stretch each calf by stepping one foot back and pressing the heel down. Stretch the front of each thigh by gently bending the knee behind you, or seated, by sliding one foot back under the chair. Open your chest by clasping your hands behind your back or holding the door frame. Hold each stretch for 20 to 30 seconds and breathe slowly.',
        ].join('\n\n'),
      },
      {
        id: 'gentle-joint-mobility',
        name: 'Gentle Joint Mobility',
        duration: 20,
        description:
          'Slow, easy movements for the neck, shoulders, spine, hips, knees and ankles. Ideal for stiff mornings, and every move can be done seated.',
        guidance: [
          'You can do this whole session standing or sitting in a sturdy chair. Move slowly and only within a comfortable range; mild stretch is fine, pain is not. Stop if any movement causes pain, and if a joint is hot, swollen or very painful, check with your clinician before exercising it. Breathe steadily throughout and never hold your breath.',
          'Warm-up (3 minutes): march gently on the spot or seated, swinging your arms. Then tap your feet, heels then toes, for thirty seconds, and shrug your shoulders up toward your ears and let them drop, ten times.',
          'Neck and shoulders (4 minutes): slowly turn your head to look over one shoulder, then the other, five times each way. Tilt each ear toward its shoulder and hold for a few breaths. Roll your shoulders backwards ten times, then forwards ten times. Reach one arm up and over to the side for a gentle side stretch, then swap.',
          'Spine (4 minutes): sitting tall, place your hands on your knees. Breathing in, gently lift your chest and look slightly up. Breathing out, round your upper back a little and look toward your lap. Repeat eight times, keeping the rounding small if you have osteoporosis. Then, with your hips facing forward, turn your upper body gently to one side and back, five times each way, without forcing the twist.',
          'Hips, knees and ankles (6 minutes): holding the chair back, draw slow circles with one knee, five each direction, then swap; seated, lift one knee and lower it slowly instead. Swing one leg gently forward and back ten times, holding on for balance. Sitting, straighten one knee and hold for three seconds, then lower, ten times each leg. Circle each ankle ten times in each direction, and point and flex your feet.',
          'Cool-down (3 minutes): sit comfortably and take five slow breaths. Gently shake out your hands and feet. Finish by reaching both arms up, taking a big breath in, and letting your arms float down as you breathe out. Notice how your joints feel now.',
        ].join('\n\n'),
      },
      {
        id: 'evening-unwind-stretch',
        name: 'Evening Unwind Stretch',
        duration: 15,
        description:
          'Soft, slow stretches and calm breathing to release the day and prepare for sleep. Done on a chair, bed or mat.',
        guidance: [
          'Dim the lights and choose a comfortable place: a chair, the edge of your bed or a mat on the floor. Stretch only to a point of gentle tension, never pain, and stop if anything hurts. If getting down to the floor is difficult, do every stretch seated.',
          'Warm-up (2 minutes): walk slowly around the room, or march gently while seated. Roll your shoulders and circle your wrists and ankles to bring some warmth to your joints.',
          'Upper body (4 minutes): interlace your fingers and reach your arms forward, rounding your shoulders slightly, for three breaths. Then clasp your hands behind you, or hold the chair seat, and gently open your chest for three breaths. Reach one arm overhead and lean gently to the opposite side, then swap. Let your chin drop gently toward your chest and breathe into the back of your neck.',
          'Lower body (5 minutes): sitting on the edge of the chair or bed, straighten one leg with the heel on the floor and your toes up. Keeping your back long, lean forward from your hips only as far as is comfortable to feel a stretch in the back of your thigh; hold for 30 seconds, then swap. Next, cross one ankle over the opposite knee and sit tall to feel a stretch in your hip; if that is too much, rest the ankle lower on the shin. Hold for 30 seconds each side.',
          'Cool-down (4 minutes): lie on your back with your knees bent and feet flat, or sit back in your chair. Rest your hands on your belly. Breathe in gently for a count of 4 and out for a count of 6, letting your body grow heavier with each out-breath. Stay here for a few minutes, then move slowly into bed or your evening routine.',
        ].join('\n\n'),
      },
    ],
  },
];

export const PRACTICE_TIPS: readonly string[] = [
  'A few minutes done often is worth more than a long session done rarely. Start small.',
  'Pick a set time and place, such as after your morning drink or before bed, so practice turns into a habit.',
  'Breathe gently. If you ever feel light-headed or dizzy, stop and return to normal breathing.',
  'When moving, mild effort is good, but pain is a signal to stop. Use the chair and easier options freely.',
  'Your mind will wander. Noticing that and coming back is the practice, not a mistake.',
  'Keep a fan, water or a light layer nearby so you can stay comfortable if you get hot.',
  'If you have a health condition or new symptoms, check with your clinician before starting a new routine.',
];
