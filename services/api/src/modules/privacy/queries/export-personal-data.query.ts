import { Query } from '@nestjs/cqrs';
import type { PersonalDataExport, SessionId } from '@renewed/contracts';

export class ExportPersonalDataQuery extends Query<PersonalDataExport> {
  constructor(readonly sessionId: SessionId) {
    super();
  }
}
