import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { SessionId } from '@renewed/contracts';
import type { PersonalDataContributor } from '../privacy';
import { PrivacyRegistry } from '../privacy';
import { EducationRepository } from './education.repository';
import { EDUCATION_PROGRESS_COLLECTION } from './education.schema';

/** Module reading progress is visitor data: counted, exported and deleted with the session. */
@Injectable()
export class EducationPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly collection = EDUCATION_PROGRESS_COLLECTION;
  readonly key = 'educationProgress';
  readonly label = 'Learning module reading progress';

  constructor(
    private readonly repository: EducationRepository,
    private readonly registry: PrivacyRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  count(sessionId: SessionId): Promise<number> {
    return this.repository.countBySession(sessionId);
  }

  export(sessionId: SessionId): Promise<unknown[]> {
    return this.repository.findProgress(sessionId);
  }

  delete(sessionId: SessionId): Promise<number> {
    return this.repository.deleteBySession(sessionId);
  }
}
