import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PersonalDataDeleted } from '@renewed/contracts';
import { JobQueue } from '../../../infrastructure/queue/job-queue';
import { PrivacyRegistry } from '../privacy-registry';
import { DeletePersonalDataCommand } from './delete-personal-data.command';

@CommandHandler(DeletePersonalDataCommand)
export class DeletePersonalDataHandler implements ICommandHandler<DeletePersonalDataCommand, PersonalDataDeleted> {
  constructor(
    private readonly registry: PrivacyRegistry,
    private readonly queue: JobQueue,
  ) {}

  /**
   * Queued jobs first: once they are gone (and the session is marked deleted for any a worker
   * already holds), nothing queued before this request can write after the collections are emptied.
   */
  async execute({ sessionId }: DeletePersonalDataCommand): Promise<PersonalDataDeleted> {
    await this.queue.forgetSession(sessionId, this.registry.sessionJobs());
    const deleted: Record<string, number> = {};
    for (const contributor of this.registry.all()) {
      deleted[contributor.key] = await contributor.delete(sessionId);
    }
    return { deleted, total: Object.values(deleted).reduce((total, count) => total + count, 0) };
  }
}
