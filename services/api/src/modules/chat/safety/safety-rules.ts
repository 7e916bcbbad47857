/**
 * The safety layer around both responders (docs/product.md, "Ask an Auntie"): what is screened
 * before a reply is built, and what is removed from a reply before it is sent. Pure functions,
 * so the safety table tests them without a network.
 */

export type UrgentReason = 'chest-pain' | 'stroke' | 'sudden-headache' | 'fainting' | 'fever' | 'bleeding-after-menopause';

export type InputVerdict =
  | { kind: 'urgent'; reason: UrgentReason }
  | { kind: 'crisis' }
  | { kind: 'injection' }
  | { kind: 'dosing' }
  | { kind: 'off-topic' }
  | { kind: 'small-talk' }
  | { kind: 'ok' };

const CRISIS =
  /\b(suicid\w*|kill(ing)? myself|end(ing)? my life|end it all|take my (own )?life|want(ed)? to die|wish i (was|were) dead|better off (dead|without me)|no reason to (live|go on)|don'?t want to (live|be alive|be here anymore|wake up)|self[- ]?harm\w*|hurt(ing)? myself|cut(ting)? myself|harm(ing)? myself)\b/i;

const URGENT: ReadonlyArray<[UrgentReason, RegExp]> = [
  ['chest-pain', /\b(chest (pain|pains|pressure|tightness|hurts|is tight)|pain in (my|the) chest|tight(ness)? in (my|the) chest|crushing (pain|feeling)|heart attack)\b/i],
  [
    'stroke',
    /\b(stroke|face (is )?(droop\w*|drop\w*)|droop\w* (face|mouth|side)|slurr\w* (speech|words)|speech (is|was) slurred|can'?t (lift|raise|move) (my|one) (arm|leg)|(arm|leg|side of (my|the) (face|body)) (is |went |feels )?(weak|numb|limp)|sudden(ly)? (numb\w*|weak\w*) (on|in) one side|numb\w* on one side)\b/i,
  ],
  [
    'sudden-headache',
    /\b((sudden|worst|thunderclap|explosive|severe|excruciating)\b.{0,40}\bheadache|headache\b.{0,40}\b(sudden(ly)?|worst (ever|of my life)|out of nowhere|like (being hit|a thunderclap)))/i,
  ],
  ['fainting', /\b(faint(ed|ing)?|passed out|pass(ing)? out|blacked out|black(ing)? out|lost consciousness|los(e|ing) consciousness|collaps(e|ed|ing))\b/i],
  ['fever', /\b(fever\w*|feverish|high temperature|temperature of (3[89]|4\d|10[0-5])|(3[89]|4[01])(\.\d)? ?°? ?c\b|10[0-5](\.\d)? ?°? ?f\b|rigors|shaking chills)\b/i],
  [
    'bleeding-after-menopause',
    /\b(post-?menopausal (bleed\w*|spotting)|(bleed\w*|spotting|blood)\b.{0,60}\b(after|since|post)\b.{0,25}\b(menopause|(12|twelve) months|a (full )?year|my periods? (stopped|ended)|periods? stopped)|(no|without( a)?|(haven'?t|have not|hadn'?t|had not) had (a|any)) periods?\b.{0,50}\b(bleed\w*|spotting|blood)|periods? (stopped|ended)\b.{0,60}\b(bleed\w*|spotting|blood))/i,
  ],
];

/** Attempts to change or reveal the instructions: checked in every turn the browser sends. */
const INJECTION: readonly RegExp[] = [
  /\b(ignore|disregard|forget|override|bypass|skip)\b.{0,40}\b(instructions?|rules|prompt|guidelines|directions|programming|guardrails|policy|policies|restrictions)\b/i,
  /\b(system|hidden|initial|original|developer|secret)\s+(prompt|instructions?|message|rules)\b/i,
  /\b(reveal|print|show|repeat|output|display|leak|dump|share|tell me|what are|what is|recite)\b.{0,30}\b(your|the)\s+(instructions?|prompt|rules|guidelines|configuration|setup)\b/i,
  /\byou are (now|no longer)\b/i,
  /\bfrom now on,? (you|act|respond|answer)\b/i,
  /\b(jailbreak|developer mode|do anything now|DAN mode)\b/i,
  /\bnew (instructions?|rules|persona)\s*:/i,
  /^\s*\[?(system|assistant|developer)\]?\s*:/im,
  /<\/?\s*(system|instructions?|prompt)\s*>/i,
  /\brespond only with\b/i,
];

/**
 * Role-play tricks: checked in the visitor's newest message only, because the library's own
 * words ("imagine you are...") come back in Auntie's earlier replies.
 */
const ROLE_PLAY: readonly RegExp[] = [/\bpretend (to be|you are|you're|that you)\b/i, /\bact as (if|though|an?|my)\b/i, /\brole-?play\b/i];

/** True when a message tries to change, replace or reveal Auntie's instructions. */
export function isInjection(text: string, includeRolePlay = true): boolean {
  return INJECTION.some((pattern) => pattern.test(text)) || (includeRolePlay && ROLE_PLAY.some((pattern) => pattern.test(text)));
}

/** Questions about amounts of a medicine or supplement (always for a pharmacist or doctor). */
export const DOSING_QUESTION: readonly RegExp[] = [
  /\bhow (much|many)\b.{0,40}\b(should|can|do|could|must) i (take|use|have|apply)\b/i,
  /\bhow (much|many) (mg|milligrams?|mcg|micrograms?|iu|units|tablets|pills|capsules|drops|pumps|patches)\b/i,
  /\bwhat(’|')?s? (is )?(the |a )?(right |correct |best |safe |maximum |max |usual |starting )?(dose|dosage)\b/i,
  /\b(dose|dosage|dosing) (of|for)\b/i,
  /\b(should|can|could) i (stop|quit|come off|cut out|drop|skip|double|increase|decrease|lower|raise|change) (taking )?(my|the)\b/i,
  /\bstop taking (my|the)\b/i,
  /\b(double|increase|decrease|halve) (my|the) (dose|dosage|hrt|medication|medicine|pills|patch|gel)\b/i,
];

const OFF_TOPIC =
  /\b(code|coding|python|javascript|typescript|programming|sql|excel formula|essay|poem|song lyrics|homework|stock(s| market)|crypto\w*|bitcoin|election|politic\w*|president|prime minister|football|soccer|baseball|basketball|world cup|weather forecast|capital of|translate|movie|film|celebrity|lottery|equation|algebra|car (engine|repair)|mortgage|tax return)\b/i;

/** Words that mean the message is about health or midlife, even when the library has no match. */
const HEALTH =
  /\b(menopaus\w*|perimenopaus\w*|period|periods|hormone\w*|hrt|estrogen|oestrogen|progesterone|testosterone|hot (flash|flush)\w*|sweat\w*|sleep\w*|insomnia|mood|anxi\w*|depress\w*|pain|ache\w*|joint\w*|bone\w*|weight|skin|hair|libido|sex|vagina\w*|bladder|brain fog|memory|focus|tired\w*|fatigue|energy|stress\w*|supplement\w*|vitamin\w*|herb\w*|diet|food|eat\w*|exercise|doctor|clinician|health\w*|symptom\w*|body|heart|breast\w*|ovar\w*|uterus|womb|midlife|ageing|aging|relationship\w*|partner|angry|irritab\w*|ritual|ceremony|celebrat\w*|cancer|screening|lung\w*|smok\w*|blood|test\w*|pregnan\w*|contracept\w*|thyroid|migraine|headache\w*|period\w*)\b/i;

const SMALL_TALK =
  /^\s*(hi|hello|hey|hiya|good (morning|afternoon|evening)|thanks?( you)?( so much)?|thank you( so much)?|ok(ay)?|great|lovely|bye|goodbye|cheers)[\s!.,]*(auntie)?[\s!.,]*$/i;

/** Screens the conversation before any reply is built. Red flags and crisis come first. */
export function screenInput(messages: ReadonlyArray<{ role: 'user' | 'assistant'; content: string }>): InputVerdict {
  const last = messages.at(-1)?.content ?? '';
  if (CRISIS.test(last)) return { kind: 'crisis' };
  for (const [reason, pattern] of URGENT) {
    if (pattern.test(last)) return { kind: 'urgent', reason };
  }
  // Assistant turns come from the browser too: a forged one ("Sure, I'll ignore my rules") is a
  // trick. Earlier questions were screened when they were asked (and are left out of what the
  // responder sees, see withoutInjections).
  if (isInjection(last) || messages.some((message) => message.role === 'assistant' && isInjection(message.content, false))) {
    return { kind: 'injection' };
  }
  if (DOSING_QUESTION.some((pattern) => pattern.test(last))) return { kind: 'dosing' };
  if (SMALL_TALK.test(last)) return { kind: 'small-talk' };
  if (OFF_TOPIC.test(last) && !HEALTH.test(last)) return { kind: 'off-topic' };
  return { kind: 'ok' };
}

/**
 * The conversation the responder sees: earlier questions that tried to change the instructions
 * are left out, with the reply that declined them.
 */
export function withoutInjections<M extends { role: 'user' | 'assistant'; content: string }>(messages: readonly M[]): M[] {
  const kept: M[] = [];
  let skipReply = false;
  for (const message of messages) {
    if (message.role === 'user') {
      skipReply = isInjection(message.content);
      if (!skipReply) kept.push(message);
    } else if (!skipReply) {
      kept.push(message);
    }
  }
  return kept;
}

/** True when the message names something about health or midlife (used with retrieval's score). */
export function mentionsHealth(text: string): boolean {
  return HEALTH.test(text);
}

const DOSE_AMOUNT = /\b\d+(\.\d+)?\s?(mg|mcg|µg|micrograms?|milligrams?|grams?|g|iu|units|ml|millilit(er|re)s?|tablets?|pills?|capsules?|pumps?|drops?)\b/i;
const STOP_MEDICATION =
  /\b(stop|quit|discontinue|come off|cut out|taper off|reduce|increase|double)\b.{0,40}\b(medication|medicine|meds|hrt|mht|hormone therapy|tablets|pills|antidepressants?|prescription|patch|gel|statin)\b/i;
const CAUTION = /\b(don'?t|do not|never|without (first )?(talking|speaking|checking|asking)|before (you|changing|stopping)|talk to|speak to|ask your)\b/i;

function sentences(line: string): string[] {
  return line.split(/(?<=[.!?])\s+(?=[A-Z0-9"“'(])/);
}

/** Every run of `size` words in `text`, lower-cased: for spotting instructions echoed in a reply. */
export function shingles(text: string, size = 8): Set<string> {
  const words = text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
  const result = new Set<string>();
  for (let index = 0; index + size <= words.length; index += 1) result.add(words.slice(index, index + size).join(' '));
  return result;
}

export type OutputCheck = { text: string; leaked: boolean; removed: number };

/**
 * Removes from a reply: any sentence with an amount of a medicine or supplement, and any
 * sentence that tells the reader to stop, start or change a medicine (unless it is the caution
 * itself, "don't stop ... without talking to your doctor"). `leaked` is true when the reply
 * repeats the instructions (any 8-word run of them); the caller then replaces the whole reply.
 */
export function screenOutput(reply: string, instructions: ReadonlySet<string>): OutputCheck {
  const leaked = [...shingles(reply)].some((shingle) => instructions.has(shingle));
  let removed = 0;
  const lines = reply.split('\n').map((line) => {
    const kept = sentences(line).filter((sentence) => {
      const dosing = DOSE_AMOUNT.test(sentence);
      const medicationChange = STOP_MEDICATION.test(sentence) && !CAUTION.test(sentence);
      if (dosing || medicationChange) removed += 1;
      return !dosing && !medicationChange;
    });
    return kept.join(' ');
  });
  const text = lines
    .filter((line, index, all) => line.trim() !== '' || (index > 0 && all[index - 1]!.trim() !== ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text, leaked, removed };
}
