import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { SessionId } from '@renewed/contracts';
import type { PersonalDataContributor } from '../privacy';
import { PrivacyRegistry } from '../privacy';
import { SymptomsRepository } from './symptoms.repository';
import { SYMPTOM_LOGS_COLLECTION } from './symptoms.schema';

@Injectable()
export class SymptomLogsPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly collection = SYMPTOM_LOGS_COLLECTION;
  readonly key = 'symptomLogs';
  readonly label = 'Hot flash logs and sleep/energy check-ins';

  constructor(
    private readonly repository: SymptomsRepository,
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
