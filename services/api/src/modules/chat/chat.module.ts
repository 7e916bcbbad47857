import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ChatController } from './chat.controller';
import { CHAT_HANDLERS } from './index';
import { ChatResponder } from './responders/chat-responder';
import { LocalResponder } from './responders/local-responder';
import { OpenAiResponder } from './responders/openai-responder';
import { LibraryIndex } from './retrieval/library-index';
import { libraryPassages } from './retrieval/passages';

/**
 * Ask an Auntie. The API uses the controller and the gateway handler; the chat worker (and the
 * inline driver) use the reply handler, the library index (built once at boot from
 * libs/content) and the responder: OpenAI-compatible when OPENAI_API_KEY is set, else local.
 * Nothing of a conversation is stored, so there is no repository and no personal-data contributor.
 * The safety screen's classifier is trained at boot where replies are composed (safety/warm-up.ts).
 */
@Module({
  controllers: [ChatController],
  providers: [
    ...CHAT_HANDLERS,
    { provide: LibraryIndex, useFactory: () => new LibraryIndex(libraryPassages()) },
    {
      provide: ChatResponder,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): ChatResponder =>
        config.chat.openaiApiKey ? new OpenAiResponder(config) : new LocalResponder(),
    },
  ],
})
export class ChatModule {}
