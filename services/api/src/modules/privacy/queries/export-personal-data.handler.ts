import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PersonalDataExport } from '@renewed/contracts';
import { Clock } from '../../../common/clock';
import { PrivacyRegistry } from '../privacy-registry';
import { ExportPersonalDataQuery } from './export-personal-data.query';

@QueryHandler(ExportPersonalDataQuery)
export class ExportPersonalDataHandler implements IQueryHandler<ExportPersonalDataQuery, PersonalDataExport> {
  constructor(
    private readonly registry: PrivacyRegistry,
    private readonly clock: Clock,
  ) {}

  async execute({ sessionId }: ExportPersonalDataQuery): Promise<PersonalDataExport> {
    const data: Record<string, unknown[]> = {};
    for (const contributor of this.registry.all()) {
      data[contributor.key] = await contributor.export(sessionId);
    }
    return { product: 'Renewed', exportedAt: this.clock.now().toISOString(), data };
  }
}
