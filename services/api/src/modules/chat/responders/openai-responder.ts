import { Inject, Injectable, Logger } from '@nestjs/common';
import OpenAI from 'openai';
import { DomainException } from '../../../common/domain-exception';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { CHAT_UNAVAILABLE_MESSAGE } from '../chat-messages';
import { ChatResponder, type ResponderInput } from './chat-responder';
import { AUNTIE_INSTRUCTIONS, libraryContext } from './instructions';

/** The latest turns sent to the model (cost stays bounded however long the conversation). */
const MAX_TURNS_SENT = 12;
/** Room left for the queue and the safety layer inside the gateway's wait. */
const HEADROOM_MS = 1_000;
/** OpenAI's current moderation model (text and images; self-harm, self-harm/intent, self-harm/instructions). */
export const MODERATION_MODEL = 'omni-moderation-latest';

/**
 * Any OpenAI-compatible chat completions server (`OPENAI_BASE_URL`), through the official
 * `openai` package: it brings the request timeout and one retry on connection errors, 408, 409,
 * 429 and 5xx. Both tries fit inside the gateway's wait.
 */
@Injectable()
export class OpenAiResponder extends ChatResponder {
  readonly name = 'openai' as const;
  private readonly logger = new Logger('OpenAiResponder');
  private readonly client: OpenAI;
  private readonly model: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.model = config.chat.openaiModel;
    this.client = new OpenAI({
      apiKey: config.chat.openaiApiKey,
      baseURL: config.chat.openaiBaseUrl,
      timeout: Math.max(1_000, Math.floor((config.chat.timeoutMs - HEADROOM_MS) / 2)),
      maxRetries: 1,
    });
  }

  /**
   * True when OpenAI's moderation endpoint finds self-harm in one of the questions. When the
   * call fails the rules' verdict stands (they ran first); the failure is logged without content.
   */
  override async flagsSelfHarm(questions: readonly string[]): Promise<boolean> {
    try {
      const moderation = await this.client.moderations.create({ model: MODERATION_MODEL, input: [...questions] });
      return moderation.results.some(
        ({ categories }) => categories['self-harm'] || categories['self-harm/intent'] || categories['self-harm/instructions'],
      );
    } catch (error) {
      const status = error instanceof OpenAI.APIError ? error.status : undefined;
      this.logger.warn({ status, kind: (error as Error).name }, 'moderation call failed');
      return false;
    }
  }

  async reply({ messages, hits }: ResponderInput): Promise<string> {
    try {
      const completion = await this.client.chat.completions.create({
        model: this.model,
        temperature: 0.4,
        max_tokens: 500,
        messages: [
          { role: 'system', content: `${AUNTIE_INSTRUCTIONS}\n\n${libraryContext(hits)}` },
          ...messages.slice(-MAX_TURNS_SENT).map((message) => ({ role: message.role, content: message.content })),
        ],
      });
      const text = completion.choices[0]?.message?.content?.trim();
      if (!text) throw new Error('empty completion');
      return text;
    } catch (error) {
      // The status only: the request and reply hold the conversation, which is never logged.
      const status = error instanceof OpenAI.APIError ? error.status : undefined;
      this.logger.warn({ status, kind: (error as Error).name }, 'chat provider call failed');
      throw new DomainException('UNAVAILABLE', CHAT_UNAVAILABLE_MESSAGE);
    }
  }
}
