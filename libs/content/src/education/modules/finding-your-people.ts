import type { EducationModuleSource } from '../types';

export const findingYourPeopleModule: EducationModuleSource = {
  id: 'finding-your-people',
  title: 'Finding Your People',
  description:
    'Why friends and support matter for your health in midlife. How peer groups, Menopause Cafes and safe online groups can help you feel less alone.',
  category: 'community',
  orderIndex: 22,
  duration: 4,
  content: `Menopause can feel lonely. Symptoms may be hard to explain, and many women grew up in families where no one talked about it. Yet millions of women are going through the same changes right now. Finding people who understand can bring comfort, practical tips and a sense that you are not alone.

## Why connection matters for health

Loneliness is more than a sad feeling. In 2023, the US Surgeon General released an advisory called "Our Epidemic of Loneliness and Isolation." It reported that about half of US adults say they have experienced loneliness. It also explained that a lack of social connection is linked to higher risks of heart disease, stroke, depression, anxiety, dementia and early death. The advisory compared the health risk of being socially disconnected to smoking up to 15 cigarettes a day. A large 2010 review that pooled 148 studies came to a similar conclusion. People with stronger social relationships were more likely to still be alive at follow-up than people with weaker ones.

Loneliness means feeling alone or disconnected, no matter how many people are around you. Social isolation means having few relationships or little contact with others. You can feel lonely in a busy household or a crowded office.

Midlife can bring changes that make loneliness more likely. These include children leaving home, divorce or the death of a partner, caring for a parent, moving, or changes at work. Symptoms such as low mood, poor sleep and anxiety can also make socializing feel harder.

## Peer support

Peer support means support from people who share a similar experience. It does not replace medical care, but it offers something different: understanding from someone who has been there. Many women say that simply hearing "me too" is a huge relief.

Peer support can also help you:

- Feel less embarrassed about symptoms
- Learn practical tips for daily life
- Find the confidence to ask a clinician or employer for help
- Laugh about the hard parts

## Menopause Cafes

Menopause Cafes are informal gatherings where people meet to drink tea, eat cake and talk openly about menopause. There are no lectures, no experts and no sales pitches. The first one was held in Perth, Scotland, in 2017. Since then, volunteers have hosted them in many countries. They are open to anyone, including partners and friends.

Some workplaces, libraries and community centers host similar groups. If there is nothing near you, you could even start one with a few friends.

## Online communities

Online groups and forums can connect you with women anywhere, at any time of day or night. This can be especially helpful if you live far from town, have limited mobility, or feel shy about meeting in person.

Online spaces also come with risks. Keep these tips in mind:

- **Look for moderated groups** with clear rules about respect and safety.
- **Be careful with personal details.** Avoid sharing your full name, address, workplace or health records in public posts.
- **Watch out for sales pitches.** Be wary of anyone pushing a product, supplement or paid program, especially with promises of a "cure."
- **Check health claims.** Personal stories are valuable, but they are not the same as evidence. Check advice against trusted sources, and talk to a clinician before changing any treatment.
- **Notice how you feel.** If a group leaves you more anxious or overwhelmed, it is fine to step back.

## Talking with friends

Friends may be going through the same things but not saying so. If you start the conversation, you may open the door for others. You could say, "Have you noticed any changes with perimenopause? I've been having a rough time with sleep."

Keeping friendships going takes small, regular effort. A short walk, a phone call or a shared meal all count. If you have lost touch with people, reaching out to one old friend is a good start.

## Other ways to connect

- Join a walking group, choir, class or volunteer project
- Try a local exercise group for women in midlife
- Ask your clinician or local health service about support groups
- Look for a menopause network or staff group at work

Shared activities can make it easier to connect, because you have something to focus on besides small talk. Regular contact matters more than big occasions.

## When to get help

If loneliness feels heavy, or if you have had low mood, hopelessness or loss of interest for two weeks or more, talk to a clinician. These can be signs of depression, which is common and treatable. If you have thoughts of harming yourself, contact emergency services or a crisis line right away. In the US, you can call or text 988. In the UK, you can call Samaritans on 116 123.`,
  keyInsight:
    'Connection is good for your health, not just your mood. Whether it is a friend, a Menopause Cafe or a well-run online group, finding people who understand can make this stage feel less lonely.',
  references: [
    {
      title:
        "Our Epidemic of Loneliness and Isolation: The U.S. Surgeon General's Advisory on the Healing Effects of Social Connection and Community",
      source: 'Office of the U.S. Surgeon General, U.S. Department of Health and Human Services',
      year: 2023,
      url: 'https://www.hhs.gov/sites/default/files/surgeon-general-social-connection-advisory.pdf',
    },
    {
      title: 'Social relationships and mortality risk: a meta-analytic review',
      source: 'Holt-Lunstad J, Smith TB, Layton JB. PLoS Medicine 7(7):e1000316',
      year: 2010,
      url: 'https://doi.org/10.1371/journal.pmed.1000316',
    },
  ],
};
