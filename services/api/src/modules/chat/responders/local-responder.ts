import { Injectable } from '@nestjs/common';
import type { ChatMessage } from '@renewed/contracts';
import { cardLinks } from '../chat-links';
import { AnswerCardIndex } from '../retrieval/answer-cards';
import { ChatResponder, type ResponderInput, type ResponderReply } from './chat-responder';

/**
 * What the local responder says when no answer card fits well enough: it does not guess, and the
 * links under it are the nearest guides retrieval found.
 */
export const NO_GOOD_ANSWER_REPLY =
  "I don't have a good answer to that in my library, so I won't guess. The guides below are the closest I have. A doctor, nurse or pharmacist can help with anything they don't cover.";

/**
 * The responder used when no API key is set (docs/chat-answers.md): it answers with the curated
 * answer card that fits the question, read in the light of the conversation, and links the
 * modules the card draws on. No network at all.
 */
@Injectable()
export class LocalResponder extends ChatResponder {
  readonly name = 'local' as const;

  constructor(private readonly cards: AnswerCardIndex = new AnswerCardIndex()) {
    super();
  }

  override covers(messages: readonly ChatMessage[]): boolean {
    return this.cards.match(messages) !== null;
  }

  async reply(input: ResponderInput): Promise<string> {
    return (await this.answer(input)).text;
  }

  override async answer({ messages, index }: ResponderInput): Promise<ResponderReply> {
    const match = this.cards.match(messages);
    if (!match) return { text: NO_GOOD_ANSWER_REPLY };
    return { text: match.card.answer, links: cardLinks(messages.at(-1)!.content, match.card.modules, index) };
  }
}
