import type { ChatLink, ChatMessage } from '@renewed/contracts';
import type { LibraryIndex, SourceHit } from '../retrieval/library-index';

export type ResponderInput = {
  messages: readonly ChatMessage[];
  /** The sources retrieval found for the conversation, best first (empty only when the responder covers the message itself). */
  hits: readonly SourceHit[];
  index: LibraryIndex;
};

/** A reply, and the links under it when the responder chose them (otherwise retrieval's links are used). */
export type ResponderReply = { text: string; links?: ChatLink[] };

/**
 * The port both responders implement: the OpenAI-compatible one (a key is set) and the local
 * one (no key, no network: the answer cards). The safety layer runs around either.
 */
export abstract class ChatResponder {
  abstract readonly name: 'openai' | 'local';
  abstract reply(input: ResponderInput): Promise<string>;
  /**
   * A second screen for self-harm, run on every question the rules let through before any model
   * call (docs/chat-safety.md, "With an OpenAI key"). Only a responder with a moderation service has it.
   */
  flagsSelfHarm?(questions: readonly string[]): Promise<boolean>;

  /**
   * Whether the responder has its own answer for a message the library search finds nothing for
   * ("What is Veozah?", "Who are you?"), so it is not declined as off-topic. By default it has not.
   */
  covers(_messages: readonly ChatMessage[]): boolean {
    return false;
  }

  /** The reply with its links; by default the links are left to retrieval. */
  async answer(input: ResponderInput): Promise<ResponderReply> {
    return { text: await this.reply(input) };
  }
}
