import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EDUCATION_MODULES } from '@renewed/content';
import { EducationRepository } from './education.repository';

/** Seeds the education library from libs/content at every boot (idempotent upserts by id). */
@Injectable()
export class EducationSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('EducationSeeder');

  constructor(private readonly repository: EducationRepository) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.repository.syncModules(EDUCATION_MODULES);
    this.logger.log(`seeded ${EDUCATION_MODULES.length} education modules`);
  }
}
