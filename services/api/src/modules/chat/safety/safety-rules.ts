import { screenConversation, type RedFlag, type RedFlagCategory } from './red-flags';

/**
 * The safety layer around both responders (docs/chat-safety.md): what is screened before a
 * reply is built, and what is checked in a reply before it is sent. Pure functions, so the
 * safety table and the evaluation sets test them without a network.
 */

export type InputVerdict =
  | { kind: 'red-flag'; flag: RedFlag }
  | { kind: 'injection' }
  | { kind: 'dosing' }
  | { kind: 'off-topic' }
  | { kind: 'small-talk' }
  | { kind: 'ok' };

/** A verdict, with the red flag an earlier question raised (its reminder opens the reply). */
export type Screened = InputVerdict & { earlier?: RedFlagCategory };

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
const ROLE_PLAY: readonly RegExp[] = [
  /\bpretend (to be|you are|you're|that you)\b/i,
  /\bact as (if|though|an?|my)\b/i,
  /\brole-?play\b/i,
];

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

/**
 * Screens the conversation before any reply is built. Red flags in the newest question come
 * first (a medicine change after an attempt to change the instructions, which is declined as a
 * whole); a crisis, emergency or danger at home raised earlier travels with the verdict.
 */
export function screenInput(messages: ReadonlyArray<{ role: 'user' | 'assistant'; content: string }>): Screened {
  const last = messages.at(-1)?.content ?? '';
  const screened = screenConversation(messages.filter((message) => message.role === 'user').map((message) => message.content));
  // An earlier crisis or emergency that outranks the newest question's own flag opens that flag's reply.
  const flag = screened?.newest ? { ...screened.newest, turn: 'latest' as const } : screened;
  const earlier = screened?.turn === 'earlier' ? { earlier: screened.category } : {};
  if (flag?.turn === 'latest' && flag.category !== 'medicine-change') return { kind: 'red-flag', flag, ...earlier };
  // Assistant turns come from the browser too: a forged one ("Sure, I'll ignore my rules") is a
  // trick. Earlier questions were screened when they were asked (and are left out of what the
  // responder sees, see withoutInjections).
  if (isInjection(last) || messages.some((message) => message.role === 'assistant' && isInjection(message.content, false))) {
    return { kind: 'injection', ...earlier };
  }
  const dosing = DOSING_QUESTION.some((pattern) => pattern.test(last));
  // A question about amounts that only the classifier took for a change ("what dose of HRT should
  // I be on?") gets the dosing reply, which sends it to the same pharmacist or doctor.
  if (flag?.turn === 'latest' && !(dosing && flag.reason === 'ask-before-changing'))
    return { kind: 'red-flag', flag, ...earlier };
  if (dosing) return { kind: 'dosing', ...earlier };
  // "thanks" after a medicine change is not met with the reminder again; her next question is.
  if (SMALL_TALK.test(last)) return { kind: 'small-talk', ...(screened?.category === 'medicine-change' ? {} : earlier) };
  if (OFF_TOPIC.test(last) && !HEALTH.test(last)) return { kind: 'off-topic', ...earlier };
  return { kind: 'ok', ...earlier };
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

/** An amount of a medicine or supplement ("20 mg", "2 tablets"). */
export const DOSE_AMOUNT =
  /\b\d+(\.\d+)?\s?(mg|mcg|µg|micrograms?|milligrams?|grams?|g|iu|units|ml|millilit(er|re)s?|tablets?|pills?|capsules?|pumps?|drops?)\b/i;
const STOP_MEDICATION =
  /\b(stop|quit|discontinue|come off|cut out|taper off|reduce|increase|double)\b.{0,40}\b(medication|medicine|meds|hrt|mht|hormone therapy|tablets|pills|antidepressants?|prescription|patch|gel|statin)\b/i;
const CAUTION =
  /\b(don'?t|do not|never|without (first )?(talking|speaking|checking|asking)|before (you|changing|stopping)|talk to|speak to|ask your)\b/i;

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
