import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { SessionId } from '@renewed/contracts';
import type { PersonalDataContributor } from '../privacy';
import { PrivacyRegistry } from '../privacy';
import { ShieldRepository } from './shield.repository';
import { SHIELD_APPLICATIONS_COLLECTION } from './shield.schema';

@Injectable()
export class ShieldApplicationsPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly collection = SHIELD_APPLICATIONS_COLLECTION;
  readonly key = 'shieldApplications';
  readonly label = 'Luxe Self-Care Shield applications';

  constructor(
    private readonly repository: ShieldRepository,
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
