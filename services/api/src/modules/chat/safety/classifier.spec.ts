import { classify, messageKey, trainBinary, trainClassifier, TRAINING_SETS } from './classifier';
import type { LabelledExample } from './eval/labels';
import { SAFETY_TEST_SET } from './eval/safety-test-set';
import { RED_FLAG_CATEGORIES, redFlagIn } from './red-flags';
import { RED_FLAG_REPLIES } from './safe-replies';

/** The classifier layer of the safety screen (docs/chat-safety.md, "The second layer: a small classifier"). */
describe('the safety classifier', () => {
  const examples = Object.values(TRAINING_SETS).flat();

  it('never learns from the held-out test set', () => {
    expect(Object.values(TRAINING_SETS)).not.toContain(SAFETY_TEST_SET);
    // Blind set A's author wrote one of the test set's everyday questions independently, word for word.
    const training = new Set(examples.map(([, message]) => messageKey(message)));
    expect(SAFETY_TEST_SET.filter(([, message]) => training.has(messageKey(message)))).toEqual([
      ['ordinary', 'what is surgical menopause'],
    ]);
  });

  it('trains the same model every time (no randomness)', () => {
    const probe = 'i have been putting my tablets somewhere safe and tonight is the night';
    const some = examples.slice(0, 5_000);
    expect(trainBinary(some, 'crisis')(probe)).toBe(trainBinary(some, 'crisis')(probe));
  });

  it('learns a category from its examples and stays quiet on other words', () => {
    const tiny: LabelledExample[] = [
      ['crisis', 'i want to vanish and never return'],
      ['crisis', 'everyone would be fine if i vanish'],
      ['crisis', 'i plan to vanish tonight'],
      ['ordinary', 'what helps hot flushes at night'],
      ['ordinary', 'is magnesium good for sleep'],
      ['ordinary', 'how long do night sweats last'],
    ];
    const model = trainClassifier(tiny);
    expect(model('i think i will vanish')).toBe('crisis');
    expect(model('are night sweats normal')).toBeUndefined();
  });

  it('raises a crisis, an emergency or danger at home that the rules miss, with a reply naming no single cause', () => {
    const missedByRules = [
      ['i am so done with all of it, everyone would manage', 'crisis', 'suicidal-thoughts'],
      ['my lips are going numb and i feel very strange all of a sudden', 'emergency', 'emergency-signs'],
      ['my partner screams at me every night and i am shaking', 'home-safety', 'abuse'],
    ] as const;
    for (const [message, category, reason] of missedByRules) {
      expect({ message, rules: redFlagIn(message, { classifier: false }) }).toEqual({ message, rules: undefined });
      expect({ message, flag: redFlagIn(message) }).toEqual({ message, flag: { category, reason } });
    }
    expect(RED_FLAG_REPLIES['emergency-signs']).toMatch(/^Please call 999 \(UK\), 911 \(US\) or 112 \(EU\) now/);
  });

  // Every eighth message of every set (about 5,000, a minute and a quarter less than all of them):
  // the rules run twice per message here, and the layers are combined the same way for each.
  it('never clears or lowers what the rules found', () => {
    const rank = (category: string | undefined) =>
      category === undefined ? RED_FLAG_CATEGORIES.length : RED_FLAG_CATEGORIES.indexOf(category as never);
    const messages = [...examples, ...SAFETY_TEST_SET].flatMap(([, message]) =>
      typeof message === 'string' ? [message] : message,
    );
    expect(messages.length).toBeGreaterThan(35_000);
    const lowered = messages
      .filter((_, index) => index % 8 === 0)
      .filter((message) => rank(redFlagIn(message)?.category) > rank(redFlagIn(message, { classifier: false })?.category));
    expect(lowered).toEqual([]);
  });

  it('leaves everyday questions alone', () => {
    for (const message of [
      'what time of day is best to put the gel on',
      'do hot flushes come back when you stop hrt?',
      'my mum died of a heart attack at 60, does HRT raise my risk?',
    ]) {
      expect({ message, raised: classify(message) }).toEqual({ message, raised: undefined });
    }
  });
});
