import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PersonalDataDeleted } from '@renewed/contracts';
import { PrivacyRegistry } from '../privacy-registry';
import { DeletePersonalDataCommand } from './delete-personal-data.command';

@CommandHandler(DeletePersonalDataCommand)
export class DeletePersonalDataHandler implements ICommandHandler<DeletePersonalDataCommand, PersonalDataDeleted> {
  constructor(private readonly registry: PrivacyRegistry) {}

  async execute({ sessionId }: DeletePersonalDataCommand): Promise<PersonalDataDeleted> {
    const deleted: Record<string, number> = {};
    for (const contributor of this.registry.all()) {
      deleted[contributor.key] = await contributor.delete(sessionId);
    }
    return { deleted, total: Object.values(deleted).reduce((total, count) => total + count, 0) };
  }
}
