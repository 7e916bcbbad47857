import type { AskAuntieResponse, ChatLink, ChatMessage } from '@renewed/contracts';
import { CHAT_MAX_MESSAGE_CHARS, CHAT_MAX_MESSAGES } from '@renewed/contracts/chat-limits';

/** One message on screen (the product's chat message: role, content, timestamp, links). */
export type ChatEntry = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  links: ChatLink[];
  /**
   * Shown but never sent: the greeting, the apology after a failed call, and the question that
   * failed (its text goes back into the input, so sending again does not repeat it).
   */
  local?: 'greeting' | 'apology' | 'unsent';
};

export const GREETING =
  "Hello, love. I'm Auntie. Ask me anything about perimenopause, menopause and feeling well in midlife, and I'll answer from our library of plain-language, evidence-based guides. I'm not a doctor, so for anything urgent or personal, please talk to a clinician.";

export const APOLOGY =
  "I'm so sorry, I'm having some technical trouble right now. Please try again in a moment. Your message is still in the box below.";

export const QUICK_QUESTIONS = [
  'What can I do about hot flashes?',
  'Why is my memory so foggy lately?',
  'Do any supplements actually help?',
  'How can I sleep better?',
  'I feel so irritable with my family. Is this menopause?',
  'How do other cultures celebrate menopause?',
] as const;

export const MAX_MESSAGE_CHARS = CHAT_MAX_MESSAGE_CHARS;

/** Sending is allowed only with text after trimming and no reply awaited. */
export function canSend(text: string, pending: boolean): boolean {
  const trimmed = text.trim();
  return !pending && trimmed.length > 0 && trimmed.length <= CHAT_MAX_MESSAGE_CHARS;
}

/**
 * The request body: the conversation without the greeting and without apologies, ending with
 * the new message; only the most recent messages when it is long, starting with a question.
 */
export function requestMessages(history: readonly ChatEntry[], text: string): ChatMessage[] {
  const sent = history
    .filter((entry) => !entry.local)
    .map((entry) => ({ role: entry.role, content: entry.content }));
  const all = [...sent, { role: 'user' as const, content: text.trim() }];
  let recent = all.slice(-CHAT_MAX_MESSAGES);
  while (recent.length > 1 && recent[0]!.role !== 'user') recent = recent.slice(1);
  return recent;
}

let counter = 0;
export function entry(role: ChatEntry['role'], content: string, links: ChatLink[] = [], local?: ChatEntry['local']): ChatEntry {
  counter += 1;
  return { id: `m${counter}`, role, content, timestamp: new Date().toISOString(), links, local };
}

export function replyEntry(reply: AskAuntieResponse): ChatEntry {
  return entry('assistant', reply.response, reply.links);
}

/** A reply's text as blocks: paragraphs, and lists made of `- ` lines. */
export type TextBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export function textBlocks(content: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const chunk of content.split(/\n\s*\n/)) {
    const lines = chunk.split('\n').map((line) => line.trim()).filter(Boolean);
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
      paragraph = [];
    };
    for (const line of lines) {
      if (line.startsWith('- ')) {
        flush();
        const last = blocks.at(-1);
        if (last?.kind === 'list') last.items.push(line.slice(2));
        else blocks.push({ kind: 'list', items: [line.slice(2)] });
      } else {
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}
