import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { trainShippedClassifier } from './classifier';

/**
 * Trains the safety screen's classifier at boot (a few seconds of one core), so no visitor's
 * first message waits for it. Provided only where chat replies are composed: the chat worker,
 * or the API itself with the inline queue driver; the gateway in front of a chat worker never
 * screens a message and never trains it.
 */
@Injectable()
export class SafetyScreenWarmUp implements OnModuleInit {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onModuleInit(): void {
    if (this.config.chat.warmUpSafetyScreen) trainShippedClassifier();
  }
}
