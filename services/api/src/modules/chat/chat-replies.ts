import type { AskAuntieResponse, ChatMessage } from '@renewed/contracts';
import { replyLinks, familyLinks } from './chat-links';
import type { ChatResponder } from './responders/chat-responder';
import { AUNTIE_INSTRUCTIONS } from './responders/instructions';
import type { LibraryIndex, SourceHit } from './retrieval/library-index';
import {
  CRISIS_REPLY,
  DOSING_REPLY,
  FALLBACK_REPLY,
  INJECTION_REPLY,
  OFF_TOPIC_REPLY,
  SMALL_TALK_REPLY,
  URGENT_REPLIES,
} from './safety/safe-replies';
import { mentionsHealth, screenInput, screenOutput, shingles, withoutInjections } from './safety/safety-rules';

/** Below this retrieval score a message that names nothing about health is off-topic. */
const MIN_RELEVANT_SCORE = 12;
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
 * One reply: the safety screen first (red flags, crisis, injection, dosing, off-topic), then
 * retrieval, then the responder, then the output check. Links always come from the library.
 */
export async function composeReply(
  messages: readonly ChatMessage[],
  index: LibraryIndex,
  responder: ChatResponder,
): Promise<AskAuntieResponse> {
  const last = messages.at(-1)!.content;
  const verdict = screenInput(messages);
  const query = retrievalQuery(messages);
  switch (verdict.kind) {
    case 'crisis':
      return { response: CRISIS_REPLY, links: [] };
    case 'urgent':
      return {
        response: URGENT_REPLIES[verdict.reason],
        links: verdict.reason === 'bleeding-after-menopause' ? replyLinks(last, index.sources(query, 1), index) : familyLinks(last, index),
      };
    case 'injection':
      return { response: INJECTION_REPLY, links: familyLinks(last, index) };
    case 'small-talk':
      return { response: SMALL_TALK_REPLY, links: [] };
    case 'off-topic':
      return { response: OFF_TOPIC_REPLY, links: [] };
    case 'dosing': {
      const hits = index.sources(query, 2);
      const guide = hits.find((hit) => hit.source.kind === 'module');
      const pointer = guide ? `\n\nIn the meantime, our guide "${guide.source.link.title}" explains what is known, in plain words.` : '';
      return { response: `${DOSING_REPLY}${pointer}`, links: replyLinks(last, hits, index) };
    }
    case 'ok':
      break;
  }
  const hits: SourceHit[] = index.sources(query, 3);
  if (hits.length === 0 || (hits[0]!.score < MIN_RELEVANT_SCORE && !mentionsHealth(query))) {
    return { response: OFF_TOPIC_REPLY, links: familyLinks(last, index) };
  }
  const draft = await responder.reply({ messages: withoutInjections(messages), hits, index });
  const checked = screenOutput(draft, INSTRUCTION_SHINGLES);
  if (checked.leaked) return { response: INJECTION_REPLY, links: familyLinks(last, index) };
  return { response: checked.text.length >= 40 ? checked.text : FALLBACK_REPLY, links: replyLinks(last, hits, index) };
}
