import { SOURCES as S } from './sources';
import type { ChatAnswerCard } from './types';

export const LIFE_CARDS: readonly ChatAnswerCard[] = [
  {
    id: 'work-telling-manager',
    area: 'life',
    examples: ['Should I tell my boss about menopause?', 'How do I talk to my manager about symptoms?', 'Telling HR I am struggling'],
    keywords: ['boss', 'manager', 'tell work', 'hr', 'employer', 'talk to manager', 'supervisor'],
    answer:
      'You do not have to tell your employer, but many women find it helps to explain what they need. Plan a short talk about the symptoms that affect your work and the changes that would help, like a fan, flexible hours or breaks. Put agreed changes in writing. An occupational health team, if you have one, can support you too.',
    modules: ['menopause-at-work'],
    sources: [S.fomWork, S.ehrcWork],
  },
  {
    id: 'work-adjustments-rights',
    area: 'life',
    examples: ['What are my rights at work with menopause?', 'Can I get adjustments at work?', 'Is menopause covered by law at work?'],
    keywords: ['rights', 'law', 'adjustments', 'accommodations', 'discrimination', 'legal', 'fired', 'ada'],
    answer:
      'In the UK, bad menopause symptoms can count as a disability, and employers must make fair changes to help. In the US, some symptoms may be covered by the ADA, and some states have more rules. Common changes include flexible hours, a cooler space, breaks and a change of uniform. HR or a work rights adviser can tell you what applies where you live.',
    modules: ['menopause-at-work'],
    sources: [S.ehrcWork],
  },
  {
    id: 'work-struggling-focus',
    area: 'life',
    examples: ['I am struggling to cope at work', 'Thinking of quitting my job because of menopause', 'Work is too much right now'],
    keywords: ['struggling at work', 'quit', 'quitting', 'job', 'career', 'cope at work', 'leave job', 'performance'],
    answer:
      'Many women think about leaving work because of menopause symptoms. But treatment and small changes at work often make a big difference. Before you decide, it may help to see a doctor and to ask your employer for support. Writing down which symptoms affect which tasks makes that talk easier. You deserve support, not to struggle alone.',
    modules: ['menopause-at-work', 'talking-to-your-clinician'],
    sources: [S.fomWork],
  },
  {
    id: 'relationships-partner',
    area: 'life',
    examples: ['My husband does not understand menopause', 'How do I explain perimenopause to my partner?', 'We keep arguing lately'],
    keywords: ['partner', 'husband', 'wife', 'boyfriend', 'marriage', 'arguing', 'understand', 'explain', 'relationship'],
    answer:
      'Partners often do not know what menopause involves, so explaining your symptoms plainly can ease a lot of tension. Pick a calm time, say what you are going through and what would help, like space, patience or help at home. Sharing a guide can make it easier to start. If you keep arguing, couples counseling can help you both.',
    modules: ['relationships-and-communication', 'talking-with-family-about-menopause'],
    sources: [S.nhsMenopause],
  },
  {
    id: 'talking-to-children',
    area: 'life',
    examples: ['How do I tell my kids about menopause?', 'My teenagers think I am crazy', 'Talking to family about menopause'],
    keywords: ['kids', 'children', 'teenagers', 'teens', 'family', 'daughter', 'son', 'tell family'],
    answer:
      'Being open with children, in words that suit their age, helps them understand and can stop them thinking it is their fault. You might say your body is going through a normal change that can make you tired or short-tempered at times. Teens, especially daughters, gain from learning about it early. Asking for help at home is fair, too.',
    modules: ['talking-with-family-about-menopause'],
    sources: [S.nhsMenopause],
  },
  {
    id: 'boundaries',
    area: 'life',
    examples: ['I cannot say no to people', 'How do I set boundaries without guilt?', 'Everyone expects too much from me'],
    keywords: ['boundaries', 'say no', 'guilt', 'people pleasing', 'expectations', 'too much', 'overcommitted'],
    answer:
      'Saying no is a skill, and midlife is a common time to start practicing it. Short, kind phrases help, like "I can\'t take that on right now." You do not need a long reason. Guilt often fades once people adjust, and protecting your time and energy makes you more able to help when it matters.',
    modules: ['boundaries-without-guilt'],
    sources: [S.selfCompassionStudy],
  },
  {
    id: 'caring-for-parents',
    area: 'life',
    examples: ['Looking after my mum and my kids is too much', 'Sandwich generation stress', 'Caring for aging parents and working'],
    keywords: ['parents', 'aging parents', 'caring', 'carer', 'caregiver', 'sandwich', 'mum', 'elderly'],
    answer:
      'Caring for parents and children at once is very common in midlife, and it is exhausting. Share the load where you can: ask siblings, use local services and be honest with your employer. Caregiver support groups and respite services exist in many areas. Your own health and rest count too.',
    modules: ['boundaries-without-guilt', 'stress-and-the-midlife-nervous-system'],
    sources: [S.sandwichGeneration],
  },
  {
    id: 'loneliness-community',
    area: 'life',
    examples: ['I feel so alone in this', 'Where can I meet other women going through menopause?', 'No one understands me'],
    keywords: ['alone', 'lonely', 'loneliness', 'isolated', 'friends', 'community', 'support group', 'meet women'],
    answer:
      'Feeling alone with menopause is common, and talking with women going through the same thing helps many people. Local menopause cafes, online groups, walking groups and classes are all ways to connect. Even telling one friend can ease the load. If loneliness is weighing on your mood, please talk to someone you trust or a doctor.',
    modules: ['finding-your-people'],
    sources: [S.socialConnection],
  },
  {
    id: 'purpose-identity',
    area: 'life',
    examples: ['Who am I now that the kids have left?', 'I feel lost in midlife', 'Finding purpose after 50'],
    keywords: ['purpose', 'identity', 'lost', 'meaning', 'empty nest', 'reinvent', 'who am i', 'midlife crisis'],
    answer:
      'Midlife often brings big questions about who you are and what comes next, especially as roles change. Many women find it a time to try new things, learn, volunteer or change direction. Small experiments are a good start: a class, a project, a new group. If these feelings come with low mood, talk to a doctor too.',
    modules: ['purpose-and-reinvention-in-midlife'],
    sources: [S.purposeMortality],
  },
  {
    id: 'menopause-around-the-world',
    area: 'life',
    examples: ['How do other cultures see menopause?', 'Menopause rituals and celebrations', 'Is menopause the same everywhere?'],
    keywords: ['cultures', 'culture', 'world', 'ritual', 'celebrate', 'ceremony', 'japan', 'traditions'],
    answer:
      'How menopause is experienced and talked about varies a lot around the world. In some cultures it is seen as a welcome new stage, with more respect or freedom, and hot flashes are reported less often in some places. Some women mark it with a gathering or ritual of their own. Our guide on global menopause wisdom explores these ideas.',
    modules: ['global-menopause-wisdom'],
    sources: [S.menopauseAcrossCultures],
  },
];
