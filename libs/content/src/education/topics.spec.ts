import { EDUCATION_MODULES, type EducationModuleContent } from './index';

/**
 * The topics a content review found missing (issue #14) and the module that covers each. If a
 * module is renamed, merged or removed, this fails and names the topic left without a home.
 */
const REQUIRED_TOPICS: ReadonlyArray<{ topic: string; id: string; mustMention: readonly RegExp[] }> = [
  {
    topic: 'early menopause and POI',
    id: 'early-menopause-and-poi',
    mustMention: [/premature ovarian insufficiency/i, /3\.5 in every 100/],
  },
  { topic: 'surgical menopause', id: 'surgical-menopause', mustMention: [/both ovaries/i, /hysterectomy/i] },
  {
    topic: 'contraception in perimenopause and when it can stop',
    id: 'contraception-in-perimenopause',
    mustMention: [/HRT is not contraception/i, /\b55\b/, /2 years after your last period/],
  },
  {
    topic: 'hormone therapy options in practice',
    id: 'hormone-therapy-options-in-practice',
    mustMention: [/patch/i, /progestogen/i, /hormonal coil/i, /bioidentical/i],
  },
  {
    topic: 'menopause after breast cancer',
    id: 'menopause-after-breast-cancer',
    mustMention: [/tamoxifen/i, /vaginal estrogen/i],
  },
  {
    topic: 'testosterone for low desire',
    id: 'testosterone-for-low-desire',
    mustMention: [/low sexual desire/i, /not enough evidence/i],
  },
  { topic: 'palpitations', id: 'palpitations-in-midlife', mustMention: [/palpitations/i, /chest pain/i] },
  { topic: 'headaches and migraine', id: 'headaches-and-migraine', mustMention: [/aura/i, /HRT/] },
  {
    topic: 'bladder symptoms and recurrent urinary infections',
    id: 'bladder-symptoms-and-recurrent-utis',
    mustMention: [/recurrent UTI/i, /vaginal estrogen/i],
  },
  {
    topic: 'sleep apnea and restless legs',
    id: 'sleep-apnea-and-restless-legs',
    mustMention: [/sleep apnea/i, /restless legs/i, /ferritin/i],
  },
  {
    topic: 'weight-loss medicines',
    id: 'weight-loss-medicines-in-midlife',
    mustMention: [/semaglutide/i, /tirzepatide/i, /muscle/i],
  },
  { topic: 'cancer screening', id: 'cancer-screening-in-midlife', mustMention: [/mammogram/i, /cervical/i, /bowel/i] },
];

const byId = new Map<string, EducationModuleContent>(EDUCATION_MODULES.map((module) => [module.id, module]));

describe('education library topic coverage (issue #14)', () => {
  it.each(REQUIRED_TOPICS)('covers "$topic" in module $id', ({ id, mustMention }) => {
    const module = byId.get(id);
    expect(module).toBeDefined();
    const missing = mustMention.filter((pattern) => !pattern.test(module!.content)).map(String);
    expect(missing).toEqual([]);
  });

  it('links every reference of the new modules to a DOI or an https page', () => {
    const unlinked = REQUIRED_TOPICS.flatMap(({ id }) =>
      (byId.get(id)?.references ?? [])
        .filter((reference) => reference.url === undefined || !/^https:\/\/\S+$/.test(reference.url))
        .map((reference) => `${id}: ${reference.title}`),
    );
    expect(unlinked).toEqual([]);
  });
});
