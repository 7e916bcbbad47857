import type { AskAuntieResponse, ChatMessage } from '@renewed/contracts';
import { replyLinks, familyLinks } from './chat-links';
import type { ChatResponder } from './responders/chat-responder';
import { AUNTIE_INSTRUCTIONS } from './responders/instructions';
import type { LibraryIndex, SourceHit } from './retrieval/library-index';
import { replyProblems } from './safety/reply-check';
import {
  CRISIS_REPLY,
  DOSING_REPLY,
  EARLIER_RED_FLAG_REMINDERS,
  FALLBACK_REPLY,
  INJECTION_REPLY,
  MODEL_FALLBACK_REPLY,
  OFF_TOPIC_REPLY,
  RED_FLAG_REPLIES,
  SMALL_TALK_REPLY,
} from './safety/safe-replies';
import { mentionsHealth, screenInput, screenOutput, shingles, withoutInjections } from './safety/safety-rules';

/** Below this retrieval score a message that names nothing about health is off-topic. */
const MIN_RELEVANT_SCORE = 12;
/** Questions the moderation endpoint reads: the newest, and the one before it. */
const MODERATED_QUESTIONS = 2;
/** A follow-up this short ("what about at night?") is searched together with the previous question. */
const SHORT_FOLLOW_UP_WORDS = 6;

const INSTRUCTION_SHINGLES = shingles(AUNTIE_INSTRUCTIONS);

/** What retrieval searches for: the newest question, with the one before it when it is a short follow-up. */
export function retrievalQuery(messages: readonly ChatMessage[]): string {
  const questions = messages.filter((message) => message.role === 'user').map((message) => message.content);
  const last = questions.at(-1) ?? '';
  const previous = questions.at(-2);
  return previous && last.split(/\s+/).length <= SHORT_FOLLOW_UP_WORDS ? `${last} ${previous}` : last;
}

/**
 * One reply: the safety screen first (red flags, injection, dosing, off-topic), then, with a
 * model, its moderation check for self-harm, then retrieval, the responder and the checks on
 * what it wrote. Links always come from the library. A red flag raised in an earlier question
 * opens every later reply with what to do, a red-flag reply included.
 */
export async function composeReply(
  messages: readonly ChatMessage[],
  index: LibraryIndex,
  responder: ChatResponder,
): Promise<AskAuntieResponse> {
  const last = messages.at(-1)!.content;
  const verdict = screenInput(messages);
  const query = retrievalQuery(messages);
  const reminder = verdict.earlier && EARLIER_RED_FLAG_REMINDERS[verdict.earlier];
  if (verdict.kind === 'red-flag') {
    const { category, reason } = verdict.flag;
    const links =
      category === 'prompt-care' || category === 'medicine-change' ? replyLinks(last, index.sources(query, 1), index) : [];
    return { response: reminder ? `${reminder}\n\n${RED_FLAG_REPLIES[reason]}` : RED_FLAG_REPLIES[reason], links };
  }
  if (responder.flagsSelfHarm) {
    const questions = messages.filter((message) => message.role === 'user').slice(-MODERATED_QUESTIONS);
    if (await responder.flagsSelfHarm(questions.map((message) => message.content))) return { response: CRISIS_REPLY, links: [] };
  }
  const reply = await answer(messages, verdict.kind, index, responder);
  return reminder ? { ...reply, response: `${reminder}\n\n${reply.response}` } : reply;
}

async function answer(
  messages: readonly ChatMessage[],
  kind: Exclude<ReturnType<typeof screenInput>['kind'], 'red-flag'>,
  index: LibraryIndex,
  responder: ChatResponder,
): Promise<AskAuntieResponse> {
  const last = messages.at(-1)!.content;
  const query = retrievalQuery(messages);
  switch (kind) {
    case 'injection':
      return { response: INJECTION_REPLY, links: familyLinks(last, index) };
    case 'small-talk':
      return { response: SMALL_TALK_REPLY, links: [] };
    case 'off-topic':
      return { response: OFF_TOPIC_REPLY, links: [] };
    case 'dosing': {
      const hits = index.sources(query, 2);
      const guide = hits.find((hit) => hit.source.kind === 'module');
      const pointer = guide
        ? `\n\nIn the meantime, our guide "${guide.source.link.title}" explains what is known, in plain words.`
        : '';
      return { response: `${DOSING_REPLY}${pointer}`, links: replyLinks(last, hits, index) };
    }
    case 'ok':
      break;
  }
  const hits: SourceHit[] = index.sources(query, 3);
  const offTopic = hits.length === 0 || (hits[0]!.score < MIN_RELEVANT_SCORE && !mentionsHealth(query));
  if (offTopic && !responder.covers(messages)) {
    return { response: OFF_TOPIC_REPLY, links: familyLinks(last, index) };
  }
  const draft = await responder.answer({ messages: withoutInjections(messages), hits, index });
  const links = draft.links ?? replyLinks(last, hits, index);
  const checked = screenOutput(draft.text, INSTRUCTION_SHINGLES);
  if (checked.leaked) return { response: INJECTION_REPLY, links: familyLinks(last, index) };
  // A model's reply is replaced as a whole when it gives a dose, a diagnosis, a link of its own,
  // or tells the reader to change a medicine (the sentences screenOutput removed).
  if (
    responder.name === 'openai' &&
    (checked.removed > 0 || replyProblems(draft.text, new Set(links.map((link) => link.path))).length > 0)
  ) {
    return { response: MODEL_FALLBACK_REPLY, links };
  }
  return { response: checked.text.length >= 40 ? checked.text : FALLBACK_REPLY, links };
}
