import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { SessionId } from '@renewed/contracts';
import type { PersonalDataContributor } from '../privacy';
import { PrivacyRegistry } from '../privacy';
import { BingoRepository } from './bingo.repository';
import { BINGO_PROGRESS_COLLECTION } from './bingo.schema';

@Injectable()
export class BingoPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly collection = BINGO_PROGRESS_COLLECTION;
  readonly key = 'bingo';
  readonly label = 'Self-care bingo progress';

  constructor(
    private readonly repository: BingoRepository,
    private readonly registry: PrivacyRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  count(sessionId: SessionId): Promise<number> {
    return this.repository.countBySession(sessionId);
  }

  export(sessionId: SessionId): Promise<unknown[]> {
    return this.repository.findBySession(sessionId);
  }

  delete(sessionId: SessionId): Promise<number> {
    return this.repository.deleteBySession(sessionId);
  }
}
