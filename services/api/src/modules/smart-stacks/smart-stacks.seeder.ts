import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SMART_STACKS } from '@renewed/content';
import { SmartStacksRepository } from './smart-stacks.repository';

/** Seeds the Smart Stack catalogue from libs/content at every boot (idempotent upserts). */
@Injectable()
export class SmartStacksSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('SmartStacksSeeder');

  constructor(private readonly repository: SmartStacksRepository) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.repository.upsertAll(SMART_STACKS);
    this.logger.log(`seeded ${SMART_STACKS.length} smart stacks`);
  }
}
