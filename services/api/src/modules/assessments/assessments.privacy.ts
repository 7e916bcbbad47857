import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { SessionId } from '@renewed/contracts';
import type { PersonalDataContributor } from '../privacy';
import { PrivacyRegistry } from '../privacy';
import { AssessmentsRepository } from './assessments.repository';
import { ASSESSMENTS_COLLECTION } from './assessments.schema';

@Injectable()
export class AssessmentsPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly collection = ASSESSMENTS_COLLECTION;
  readonly key = 'assessments';
  readonly label = 'Health assessment results';

  constructor(
    private readonly repository: AssessmentsRepository,
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
