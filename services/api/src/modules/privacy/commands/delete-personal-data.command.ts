import { Command } from '@nestjs/cqrs';
import type { PersonalDataDeleted, SessionId } from '@renewed/contracts';

export class DeletePersonalDataCommand extends Command<PersonalDataDeleted> {
  constructor(readonly sessionId: SessionId) {
    super();
  }
}
