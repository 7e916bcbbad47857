import type { EducationModuleSource } from '../types';

export const brainFogAndMemoryModule: EducationModuleSource = {
  id: 'brain-fog-and-memory',
  title: 'Brain Fog and Memory in Perimenopause',
  description:
    'What research shows about memory and focus around menopause. Why it happens, what helps, and when to get checked.',
  category: 'sacred-science',
  orderIndex: 8,
  duration: 4,
  content: `Walking into a room and forgetting why. Losing a word in the middle of a sentence. Struggling to focus in meetings. Many women in perimenopause describe this as "brain fog." It can be unsettling, especially if you worry it might be the start of something serious. The good news is that research offers real reassurance.

## What the research shows

The Study of Women's Health Across the Nation (SWAN) followed thousands of US women through midlife. It tested their thinking skills over several years. During perimenopause, many women showed small, temporary dips in two areas:

- **processing speed**, which is how quickly you take in and respond to information
- **verbal memory**, which is remembering words and things you have heard or read

Normally, people do a little better each time they repeat the same memory tests, because they learn from practice. In SWAN, women in perimenopause did not show this usual improvement. After menopause, their learning bounced back to the level seen before the transition.

In other words, the changes were subtle and, for most women, seemed to be temporary. They are real, though. It is not "all in your head." Many women notice them, and they can shake your confidence at work and at home.

## What contributes to brain fog

Changing hormone levels likely play a part, since estrogen acts on brain areas involved in memory. But several other factors can add to it:

- **Poor sleep.** Night sweats, waking early and insomnia all make it harder to focus and remember.
- **Hot flashes.** Some research suggests that frequent hot flashes are linked with poorer memory.
- **Low mood and anxiety.** Both can affect concentration and memory.
- **Stress and overload.** Midlife often brings demanding jobs, caring for children or parents, and other pressures.
- **Other health issues.** Thyroid problems, low iron or vitamin B12, some medicines and heavy drinking can all affect thinking.

This is useful to know, because many of these factors can be helped.

## What helps

- **Sleep.** Better sleep is one of the most useful steps. See our sleep module for ideas, including CBT for insomnia.
- **Exercise.** Regular physical activity is good for brain health, mood and sleep. Choose activities you enjoy, so you keep them up.
- **Managing other symptoms.** Treating bothersome hot flashes or low mood may help you think more clearly. Talk with a clinician about the options.
- **Lighten the load.** Use lists, calendars, phone reminders and a set place for keys and glasses. These are smart tools, not signs of failure.
- **One thing at a time.** Multitasking makes memory slips more likely.
- **Stay socially and mentally active.** Learning new things and staying connected with people are good for the brain.
- **Look after your heart.** What is good for your heart, such as not smoking, keeping blood pressure in check and limiting alcohol, is also good for your brain.

Expert guidance does not recommend hormone therapy as a way to prevent dementia. If you are thinking about hormone therapy for other symptoms, talk through the benefits and risks with a clinician.

## Brain fog at work

Brain fog can be hard to talk about at work. Some women worry it will be seen as a weakness. It may help to know that these changes are common and usually pass. Small changes can make a real difference. Write things down in meetings, block out time for focused work, and do demanding tasks at the time of day when you feel sharpest. Some workplaces offer menopause support or adjustments, so it can be worth asking.

## Is it dementia?

For most women, perimenopausal brain fog is **not** a sign of dementia. Dementia at this age is uncommon. The memory changes of perimenopause tend to be mild. They do not usually keep getting worse, and they do not stop you from managing daily life.

A helpful way to think about it: forgetting where you put your keys is common. Forgetting what keys are for is not. If you are worried, it is always reasonable to get checked.

## When to get help

See a clinician if:

- memory problems are getting steadily worse over time
- you get lost in places you know well
- you have trouble with everyday tasks you used to manage easily, such as paying bills or following a recipe
- family, friends or colleagues have noticed changes and are worried
- trouble finding words is getting worse, or your personality or behavior has changed
- brain fog is affecting your work or your confidence

Your clinician may ask about your symptoms, sleep and mood, and may suggest blood tests to look for treatable causes, such as thyroid problems or low vitamin B12.

Get emergency help straight away for sudden confusion, sudden trouble speaking, weakness or numbness on one side of the body, or a sudden severe headache. These can be signs of a stroke.`,
  keyInsight:
    'Brain fog in perimenopause is real, but it is most often mild. Research suggests it tends to get better after menopause. Good sleep, exercise and care for other symptoms can help. Get checked if your memory keeps getting worse.',
  references: [
    {
      title: 'Effects of the menopause transition and hormone use on cognitive performance in midlife women',
      source:
        "Greendale GA, Huang MH, Wight RG, et al., for the Study of Women's Health Across the Nation (SWAN). Neurology 72(21):1850-1857",
      year: 2009,
      url: 'https://doi.org/10.1212/WNL.0b013e3181a71193',
    },
    {
      title: 'The 2022 hormone therapy position statement of The North American Menopause Society',
      source: 'The North American Menopause Society (now The Menopause Society). Menopause 29(7):767-794',
      year: 2022,
      url: 'https://doi.org/10.1097/GME.0000000000002028',
    },
    {
      title: 'Menopause: identification and management (NICE guideline NG23)',
      source: 'National Institute for Health and Care Excellence (NICE), UK',
      year: 2024,
      url: 'https://www.nice.org.uk/guidance/ng23',
    },
  ],
};
