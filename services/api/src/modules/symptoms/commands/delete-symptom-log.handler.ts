import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainException } from '../../../common/domain-exception';
import { SymptomsRepository } from '../symptoms.repository';
import { DeleteSymptomLogCommand } from './delete-symptom-log.command';

@CommandHandler(DeleteSymptomLogCommand)
export class DeleteSymptomLogHandler implements ICommandHandler<DeleteSymptomLogCommand, void> {
  constructor(private readonly repository: SymptomsRepository) {}

  /**
   * Another session's log and an id that never existed get the same 404 with the same words, so
   * the answer never tells whether someone else stored it (docs/product.md, "Personal Tracking").
   */
  async execute({ sessionId, logId }: DeleteSymptomLogCommand): Promise<void> {
    if (!(await this.repository.deleteOwn(sessionId, logId))) {
      throw new DomainException('NOT_FOUND', 'That log was not found in your history. It may already be deleted.');
    }
  }
}
