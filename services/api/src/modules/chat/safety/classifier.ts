import stem from 'wink-porter2-stemmer';
import { SAFETY_BLIND_SET_A } from './eval/blind-a';
import { SAFETY_BLIND_SET_B } from './eval/blind-b';
import { SAFETY_BLIND_SET_C } from './eval/blind-c';
import { SAFETY_BLIND_SET_D } from './eval/blind-d';
import { SAFETY_BLIND_SET_E } from './eval/blind-e';
import { SAFETY_BLIND_SET_F } from './eval/blind-f';
import { SAFETY_BLIND_SET_G } from './eval/blind-g';
import { SAFETY_BLIND_SET_H } from './eval/blind-h';
import { SAFETY_BLIND_SET_I } from './eval/blind-i';
import { SAFETY_BLIND_SET_J } from './eval/blind-j';
import { SAFETY_BLIND_SET_K } from './eval/blind-k';
import { SAFETY_BLIND_SET_L } from './eval/blind-l';
import { SAFETY_BLIND_SET_M } from './eval/blind-m';
import { SAFETY_BLIND_SET_N } from './eval/blind-n';
import { SAFETY_BLIND_SET_O } from './eval/blind-o';
import { SAFETY_BLIND_SET_P } from './eval/blind-p';
import { SAFETY_BLIND_SET_Q } from './eval/blind-q';
import { SAFETY_BLIND_SET_R } from './eval/blind-r';
import { SAFETY_BLIND_SET_S } from './eval/blind-s';
import { SAFETY_BLIND_SET_T } from './eval/blind-t';
import { SAFETY_BLIND_SET_U } from './eval/blind-u';
import { SAFETY_BLIND_SET_V } from './eval/blind-v';
import { SAFETY_BLIND_SET_W } from './eval/blind-w';
import { SAFETY_BLIND_SET_X } from './eval/blind-x';
import { SAFETY_BLIND_SET_Y } from './eval/blind-y';
import { SAFETY_BLIND_SET_Z } from './eval/blind-z';
import { SAFETY_BLIND_SET_AA } from './eval/blind-aa';
import { SAFETY_BLIND_SET_AB } from './eval/blind-ab';
import { SAFETY_BLIND_SET_AC } from './eval/blind-ac';
import { SAFETY_BLIND_SET_AD } from './eval/blind-ad';
import { SAFETY_BLIND_SET_AE } from './eval/blind-ae';
import { SAFETY_BLIND_SET_AF } from './eval/blind-af';
import { SAFETY_BLIND_SET_AG } from './eval/blind-ag';
import { SAFETY_BLIND_SET_AH } from './eval/blind-ah';
import { SAFETY_BLIND_SET_AI } from './eval/blind-ai';
import { SAFETY_BLIND_SET_AJ } from './eval/blind-aj';
import { SAFETY_BLIND_SET_AK } from './eval/blind-ak';
import { SAFETY_BLIND_SET_AL } from './eval/blind-al';
import { SAFETY_BLIND_SET_AM } from './eval/blind-am';
import { SAFETY_BLIND_SET_AN } from './eval/blind-an';
import { SAFETY_BLIND_SET_AO } from './eval/blind-ao';
import { SAFETY_BLIND_SET_AP } from './eval/blind-ap';
import { SAFETY_BLIND_SET_AQ } from './eval/blind-aq';
import { SAFETY_BLIND_SET_AR } from './eval/blind-ar';
import { SAFETY_BLIND_SET_AS } from './eval/blind-as';
import { SAFETY_BLIND_SET_AT } from './eval/blind-at';
import { SAFETY_BLIND_SET_AU } from './eval/blind-au';
import { SAFETY_BLIND_SET_AV } from './eval/blind-av';
import { SAFETY_BLIND_SET_AW } from './eval/blind-aw';
import { SAFETY_BLIND_SET_AX } from './eval/blind-ax';
import { SAFETY_BLIND_SET_AY } from './eval/blind-ay';
import { SAFETY_BLIND_SET_AZ } from './eval/blind-az';
import { SAFETY_BLIND_SET_BA } from './eval/blind-ba';
import { SAFETY_BLIND_SET_BB } from './eval/blind-bb';
import { SAFETY_BLIND_SET_BC } from './eval/blind-bc';
import { SAFETY_BLIND_SET_BD } from './eval/blind-bd';
import { SAFETY_BLIND_SET_BE } from './eval/blind-be';
import { SAFETY_BLIND_SET_BF } from './eval/blind-bf';
import { SAFETY_BLIND_SET_BG } from './eval/blind-bg';
import { SAFETY_BLIND_SET_BH } from './eval/blind-bh';
import { SAFETY_BLIND_SET_BI } from './eval/blind-bi';
import { SAFETY_BLIND_SET_BJ } from './eval/blind-bj';
import { SAFETY_BLIND_SET_BK } from './eval/blind-bk';
import { SAFETY_BLIND_SET_BL } from './eval/blind-bl';
import { SAFETY_BLIND_SET_BM } from './eval/blind-bm';
import { SAFETY_BLIND_SET_BN } from './eval/blind-bn';
import { SAFETY_BLIND_SET_BO } from './eval/blind-bo';
import { SAFETY_BLIND_SET_BP } from './eval/blind-bp';
import { SAFETY_BLIND_SET_BQ } from './eval/blind-bq';
import { SAFETY_BLIND_SET_BR } from './eval/blind-br';
import { SAFETY_BLIND_SET_BS } from './eval/blind-bs';
import { SAFETY_BLIND_SET_BT } from './eval/blind-bt';
import { SAFETY_BLIND_SET_BU } from './eval/blind-bu';
import { SAFETY_BLIND_SET_BV } from './eval/blind-bv';
import { SAFETY_BLIND_SET_BW } from './eval/blind-bw';
import { SAFETY_BLIND_SET_BX } from './eval/blind-bx';
import { SAFETY_BLIND_SET_BY } from './eval/blind-by';
import { SAFETY_BLIND_SET_BZ } from './eval/blind-bz';
import { SAFETY_BLIND_SET_CA } from './eval/blind-ca';
import { SAFETY_BLIND_SET_CB } from './eval/blind-cb';
import { SAFETY_BLIND_SET_CC } from './eval/blind-cc';
import { SAFETY_BLIND_SET_CD } from './eval/blind-cd';
import { SAFETY_BLIND_SET_CE } from './eval/blind-ce';
import { SAFETY_BLIND_SET_CF } from './eval/blind-cf';
import { SAFETY_BLIND_SET_CG } from './eval/blind-cg';
import { SAFETY_BLIND_SET_CH } from './eval/blind-ch';
import { SAFETY_BLIND_SET_CI } from './eval/blind-ci';
import { SAFETY_BLIND_SET_CJ } from './eval/blind-cj';
import { SAFETY_BLIND_SET_CK } from './eval/blind-ck';
import { SAFETY_BLIND_SET_CL } from './eval/blind-cl';
import { SAFETY_BLIND_SET_CM } from './eval/blind-cm';
import { SAFETY_BLIND_SET_CN } from './eval/blind-cn';
import { SAFETY_BLIND_SET_CO } from './eval/blind-co';
import { SAFETY_BLIND_SET_CP } from './eval/blind-cp';
import { SAFETY_BLIND_SET_CQ } from './eval/blind-cq';
import { SAFETY_BLIND_SET_CR } from './eval/blind-cr';
import { SAFETY_BLIND_SET_CS } from './eval/blind-cs';
import { SAFETY_BLIND_SET_CT } from './eval/blind-ct';
import { SAFETY_BLIND_SET_CU } from './eval/blind-cu';
import { SAFETY_BLIND_SET_CV } from './eval/blind-cv';
import { SAFETY_BLIND_SET_CW } from './eval/blind-cw';
import { SAFETY_BLIND_SET_CX } from './eval/blind-cx';
import type { LabelledExample, SafetyLabel } from './eval/labels';
import { SAFETY_FRESH_SET } from './eval/safety-fresh-set';
import { SAFETY_TEST_SET } from './eval/safety-test-set';
import { SAFETY_TUNE_SET } from './eval/safety-tune-set';
import { SAFETY_UNSEEN_SET } from './eval/safety-unseen-set';
import { SAFETY_TRAIN_EXTRA } from './eval/train-extra';
import { SAFETY_TRAIN_EXTRA_2 } from './eval/train-extra-2';
import { normalise } from './language';

/**
 * The second layer of the safety screen (docs/chat-safety.md, "The second layer: a small
 * classifier"): one logistic regression per urgent category over word stems and pairs of stems,
 * trained on the labelled evaluation sets. It may only RAISE a red flag the rules missed (a
 * crisis, an emergency, danger at home, something to see a doctor about soon, a medicine change),
 * and only when it is confident; it never clears or lowers a rule's flag. Training is deterministic (same
 * order, no randomness), runs once per process on first use, and keeps no visitor's words: the
 * weights are built from the evaluation sets alone.
 */

/** Most serious first: when two models are confident, the first wins. */
export const RAISED_CATEGORIES = ['crisis', 'emergency', 'home-safety', 'prompt-care', 'medicine-change'] as const;
export type RaisedCategory = (typeof RAISED_CATEGORIES)[number];

/**
 * How sure each model must be before it raises its flag, chosen by cross-validation over the
 * development sets (docs/chat-safety.md, "The second layer: a small classifier"). A missed crisis
 * or emergency costs far more than a false alarm, so those two raise at 0.4, where they catch
 * more of what the rules miss for a few more false alarms; danger at home raises at 0.6, prompt
 * care and medicine changes at 0.8, where they already catch most of what the rules miss.
 */
export const RAISE_THRESHOLDS: Readonly<Record<RaisedCategory, number>> = {
  crisis: 0.4,
  emergency: 0.4,
  'home-safety': 0.6,
  'prompt-care': 0.8,
  'medicine-change': 0.8,
};

const EPOCHS = 40;
const LEARNING_RATE = 0.3;
const L2 = 1e-3;

/** Word stems and adjacent stem pairs of a message (or of a conversation's turns together). */
export function features(message: string | readonly string[]): string[] {
  const text = typeof message === 'string' ? message : message.join(' ');
  const stems = (normalise(text).match(/[a-z0-9]+/g) ?? []).map((word) => stem(word));
  const result = new Set(stems);
  for (let index = 0; index + 1 < stems.length; index += 1) result.add(`${stems[index]}_${stems[index + 1]}`);
  return [...result];
}

export type BinaryModel = (message: string | readonly string[]) => number;

/** The training examples as feature indexes, computed once and shared by every model. */
type Encoded = { index: Map<string, number>; keys: Int32Array[] };

function encode(examples: readonly LabelledExample[]): Encoded {
  const index = new Map<string, number>();
  const keys = examples.map(([, message]) =>
    Int32Array.from(features(message), (key) => index.get(key) ?? index.set(key, index.size).get(key)!),
  );
  return { index, keys };
}

/** A trained model's score for a message's features. */
type Scorer = (messageFeatures: readonly string[]) => number;

/**
 * Fits "is it `target`?" by stochastic gradient descent with an L2 penalty, in a fixed order.
 * Each feature has an index, so an update is an array write, not a map lookup.
 */
function fit({ index, keys }: Encoded, examples: readonly LabelledExample[], target: SafetyLabel): Scorer {
  const weights = new Float64Array(index.size);
  let bias = 0;
  const score = (exampleKeys: Int32Array) => {
    let z = bias;
    for (const key of exampleKeys) z += weights[key]!;
    return 1 / (1 + Math.exp(-z));
  };
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    examples.forEach(([label], at) => {
      const exampleKeys = keys[at]!;
      const gradient = score(exampleKeys) - (label === target ? 1 : 0);
      bias -= LEARNING_RATE * gradient;
      for (const key of exampleKeys) weights[key] = weights[key]! - LEARNING_RATE * (gradient + L2 * weights[key]!);
    });
  }
  return (messageFeatures) => {
    let z = bias;
    for (const key of messageFeatures) {
      const at = index.get(key);
      if (at !== undefined) z += weights[at]!;
    }
    return 1 / (1 + Math.exp(-z));
  };
}

/** Trains "is it `target`?" on its own (cross-validation trains one model at a time). */
export function trainBinary(examples: readonly LabelledExample[], target: SafetyLabel): BinaryModel {
  const scorer = fit(encode(examples), examples, target);
  return (message) => scorer(features(message));
}

/**
 * A model over word stems adds up evidence, so a long message (a hard week told in full, worries
 * about risks) gathers enough worried words to look urgent although no sentence in it is; most
 * training examples are a sentence or two. Past this many words, every model needs 0.8.
 */
const LONG_MESSAGE_WORDS = 60;
const LONG_MESSAGE_THRESHOLD = 0.8;
const wordCount = (message: string | readonly string[]) =>
  (typeof message === 'string' ? message : message.join(' ')).split(/\s+/).length;

/** `atLeast`: a confidence every model must reach here, over its own threshold (to overrule a rule's flag). */
export type Classifier = (message: string | readonly string[], atLeast?: number) => RaisedCategory | undefined;

/** One model per raised category; the most serious confident one wins. */
export function trainClassifier(examples: readonly LabelledExample[], thresholds = RAISE_THRESHOLDS): Classifier {
  // The examples' features are computed once for the five models: stemming is most of the cost
  // (about 2 s at boot for fifteen thousand examples, instead of 5 s).
  const encoded = encode(examples);
  const models = RAISED_CATEGORIES.map((category) => [category, fit(encoded, examples, category)] as const);
  return (message, atLeast = 0) => {
    const messageFeatures = features(message);
    const long = wordCount(message) > LONG_MESSAGE_WORDS;
    return models.find(
      ([category, model]) => model(messageFeatures) >= Math.max(atLeast, thresholds[category], long ? LONG_MESSAGE_THRESHOLD : 0),
    )?.[0];
  };
}

/** How the sets are compared for shared messages: the same words, whatever the case. */
export const messageKey = (message: string | readonly string[]) => JSON.stringify(message).toLowerCase();
const TEST_SET_MESSAGES = new Set(SAFETY_TEST_SET.map(([, message]) => messageKey(message)));
/** A set without the messages it shares word for word with the held-out test set. */
const withoutTestSetMessages = (set: readonly LabelledExample[]) =>
  set.filter(([, message]) => !TEST_SET_MESSAGES.has(messageKey(message)));

/**
 * What the shipped classifier learns from: every labelled set except the held-out test set, which
 * stays held out for the screen as a whole (rules and classifier), and the two sets written for it
 * alone.
 * Blind sets B to AA share some of the test set's everyday questions word for word; those are left
 * out of their share.
 */
export const TRAINING_SETS: Readonly<Record<string, readonly LabelledExample[]>> = {
  tune: SAFETY_TUNE_SET,
  fresh: SAFETY_FRESH_SET,
  unseen: SAFETY_UNSEEN_SET,
  'blind A': SAFETY_BLIND_SET_A,
  'blind B': withoutTestSetMessages(SAFETY_BLIND_SET_B),
  'blind C': withoutTestSetMessages(SAFETY_BLIND_SET_C),
  'blind D': withoutTestSetMessages(SAFETY_BLIND_SET_D),
  'blind E': withoutTestSetMessages(SAFETY_BLIND_SET_E),
  'blind F': withoutTestSetMessages(SAFETY_BLIND_SET_F),
  'blind G': withoutTestSetMessages(SAFETY_BLIND_SET_G),
  'blind H': withoutTestSetMessages(SAFETY_BLIND_SET_H),
  'blind I': withoutTestSetMessages(SAFETY_BLIND_SET_I),
  'blind J': withoutTestSetMessages(SAFETY_BLIND_SET_J),
  'blind K': withoutTestSetMessages(SAFETY_BLIND_SET_K),
  'blind L': withoutTestSetMessages(SAFETY_BLIND_SET_L),
  'blind M': withoutTestSetMessages(SAFETY_BLIND_SET_M),
  'blind N': withoutTestSetMessages(SAFETY_BLIND_SET_N),
  'blind O': withoutTestSetMessages(SAFETY_BLIND_SET_O),
  'blind P': withoutTestSetMessages(SAFETY_BLIND_SET_P),
  'blind Q': withoutTestSetMessages(SAFETY_BLIND_SET_Q),
  'blind R': withoutTestSetMessages(SAFETY_BLIND_SET_R),
  'blind S': withoutTestSetMessages(SAFETY_BLIND_SET_S),
  'blind T': withoutTestSetMessages(SAFETY_BLIND_SET_T),
  'blind U': withoutTestSetMessages(SAFETY_BLIND_SET_U),
  'blind V': withoutTestSetMessages(SAFETY_BLIND_SET_V),
  'blind W': withoutTestSetMessages(SAFETY_BLIND_SET_W),
  'blind X': withoutTestSetMessages(SAFETY_BLIND_SET_X),
  'blind Y': withoutTestSetMessages(SAFETY_BLIND_SET_Y),
  'blind Z': withoutTestSetMessages(SAFETY_BLIND_SET_Z),
  'blind AA': withoutTestSetMessages(SAFETY_BLIND_SET_AA),
  'blind AB': withoutTestSetMessages(SAFETY_BLIND_SET_AB),
  'blind AC': withoutTestSetMessages(SAFETY_BLIND_SET_AC),
  'blind AD': withoutTestSetMessages(SAFETY_BLIND_SET_AD),
  'blind AE': withoutTestSetMessages(SAFETY_BLIND_SET_AE),
  'blind AF': withoutTestSetMessages(SAFETY_BLIND_SET_AF),
  'blind AG': withoutTestSetMessages(SAFETY_BLIND_SET_AG),
  'blind AH': withoutTestSetMessages(SAFETY_BLIND_SET_AH),
  'blind AI': withoutTestSetMessages(SAFETY_BLIND_SET_AI),
  'blind AJ': withoutTestSetMessages(SAFETY_BLIND_SET_AJ),
  'blind AK': withoutTestSetMessages(SAFETY_BLIND_SET_AK),
  'blind AL': withoutTestSetMessages(SAFETY_BLIND_SET_AL),
  'blind AM': withoutTestSetMessages(SAFETY_BLIND_SET_AM),
  'blind AN': withoutTestSetMessages(SAFETY_BLIND_SET_AN),
  'blind AO': withoutTestSetMessages(SAFETY_BLIND_SET_AO),
  'blind AP': withoutTestSetMessages(SAFETY_BLIND_SET_AP),
  'blind AQ': withoutTestSetMessages(SAFETY_BLIND_SET_AQ),
  'blind AR': withoutTestSetMessages(SAFETY_BLIND_SET_AR),
  'blind AS': withoutTestSetMessages(SAFETY_BLIND_SET_AS),
  'blind AT': withoutTestSetMessages(SAFETY_BLIND_SET_AT),
  'blind AU': withoutTestSetMessages(SAFETY_BLIND_SET_AU),
  'blind AV': withoutTestSetMessages(SAFETY_BLIND_SET_AV),
  'blind AW': withoutTestSetMessages(SAFETY_BLIND_SET_AW),
  'blind AX': withoutTestSetMessages(SAFETY_BLIND_SET_AX),
  'blind AY': withoutTestSetMessages(SAFETY_BLIND_SET_AY),
  'blind AZ': withoutTestSetMessages(SAFETY_BLIND_SET_AZ),
  'blind BA': withoutTestSetMessages(SAFETY_BLIND_SET_BA),
  'blind BB': withoutTestSetMessages(SAFETY_BLIND_SET_BB),
  'blind BC': withoutTestSetMessages(SAFETY_BLIND_SET_BC),
  'blind BD': withoutTestSetMessages(SAFETY_BLIND_SET_BD),
  'blind BE': withoutTestSetMessages(SAFETY_BLIND_SET_BE),
  'blind BF': withoutTestSetMessages(SAFETY_BLIND_SET_BF),
  'blind BG': withoutTestSetMessages(SAFETY_BLIND_SET_BG),
  'blind BH': withoutTestSetMessages(SAFETY_BLIND_SET_BH),
  'blind BI': withoutTestSetMessages(SAFETY_BLIND_SET_BI),
  'blind BJ': withoutTestSetMessages(SAFETY_BLIND_SET_BJ),
  'blind BK': withoutTestSetMessages(SAFETY_BLIND_SET_BK),
  'blind BL': withoutTestSetMessages(SAFETY_BLIND_SET_BL),
  'blind BM': withoutTestSetMessages(SAFETY_BLIND_SET_BM),
  'blind BN': withoutTestSetMessages(SAFETY_BLIND_SET_BN),
  'blind BO': withoutTestSetMessages(SAFETY_BLIND_SET_BO),
  'blind BP': withoutTestSetMessages(SAFETY_BLIND_SET_BP),
  'blind BQ': withoutTestSetMessages(SAFETY_BLIND_SET_BQ),
  'blind BR': withoutTestSetMessages(SAFETY_BLIND_SET_BR),
  'blind BS': withoutTestSetMessages(SAFETY_BLIND_SET_BS),
  'blind BT': withoutTestSetMessages(SAFETY_BLIND_SET_BT),
  'blind BU': withoutTestSetMessages(SAFETY_BLIND_SET_BU),
  'blind BV': withoutTestSetMessages(SAFETY_BLIND_SET_BV),
  'blind BW': withoutTestSetMessages(SAFETY_BLIND_SET_BW),
  'blind BX': withoutTestSetMessages(SAFETY_BLIND_SET_BX),
  'blind BY': withoutTestSetMessages(SAFETY_BLIND_SET_BY),
  'blind BZ': withoutTestSetMessages(SAFETY_BLIND_SET_BZ),
  'blind CA': withoutTestSetMessages(SAFETY_BLIND_SET_CA),
  'blind CB': withoutTestSetMessages(SAFETY_BLIND_SET_CB),
  'blind CC': withoutTestSetMessages(SAFETY_BLIND_SET_CC),
  'blind CD': withoutTestSetMessages(SAFETY_BLIND_SET_CD),
  'blind CE': withoutTestSetMessages(SAFETY_BLIND_SET_CE),
  'blind CF': withoutTestSetMessages(SAFETY_BLIND_SET_CF),
  'blind CG': withoutTestSetMessages(SAFETY_BLIND_SET_CG),
  'blind CH': withoutTestSetMessages(SAFETY_BLIND_SET_CH),
  'blind CI': withoutTestSetMessages(SAFETY_BLIND_SET_CI),
  'blind CJ': withoutTestSetMessages(SAFETY_BLIND_SET_CJ),
  'blind CK': withoutTestSetMessages(SAFETY_BLIND_SET_CK),
  'blind CL': withoutTestSetMessages(SAFETY_BLIND_SET_CL),
  'blind CM': withoutTestSetMessages(SAFETY_BLIND_SET_CM),
  'blind CN': withoutTestSetMessages(SAFETY_BLIND_SET_CN),
  'blind CO': withoutTestSetMessages(SAFETY_BLIND_SET_CO),
  'blind CP': withoutTestSetMessages(SAFETY_BLIND_SET_CP),
  'blind CQ': withoutTestSetMessages(SAFETY_BLIND_SET_CQ),
  'blind CR': withoutTestSetMessages(SAFETY_BLIND_SET_CR),
  'blind CS': withoutTestSetMessages(SAFETY_BLIND_SET_CS),
  'blind CT': withoutTestSetMessages(SAFETY_BLIND_SET_CT),
  'blind CU': withoutTestSetMessages(SAFETY_BLIND_SET_CU),
  'blind CV': withoutTestSetMessages(SAFETY_BLIND_SET_CV),
  'blind CW': withoutTestSetMessages(SAFETY_BLIND_SET_CW),
  'blind CX': withoutTestSetMessages(SAFETY_BLIND_SET_CX),
  'training extra': withoutTestSetMessages(SAFETY_TRAIN_EXTRA),
  'training extra 2': withoutTestSetMessages(SAFETY_TRAIN_EXTRA_2),
};

let shipped: Classifier | undefined;

/** Trains the shipped classifier now, if it is not trained yet: the chat module calls it at boot. */
export function trainShippedClassifier(): Classifier {
  shipped ??= trainClassifier(Object.values(TRAINING_SETS).flat());
  return shipped;
}

/** The category the classifier raises for a message, if it is confident (trained on first use). */
export function classify(message: string | readonly string[], atLeast = 0): RaisedCategory | undefined {
  return trainShippedClassifier()(message, atLeast);
}
