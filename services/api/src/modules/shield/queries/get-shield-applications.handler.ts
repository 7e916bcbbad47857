import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ShieldApplicationPage } from '@renewed/contracts';
import { toCursorPage } from '../../../common/cursor-page';
import { toShieldApplicationDto } from '../shield.mapper';
import { ShieldRepository } from '../shield.repository';
import { GetShieldApplicationsQuery } from './get-shield-applications.query';

@QueryHandler(GetShieldApplicationsQuery)
export class GetShieldApplicationsHandler implements IQueryHandler<GetShieldApplicationsQuery, ShieldApplicationPage> {
  constructor(private readonly repository: ShieldRepository) {}

  async execute({ sessionId, list }: GetShieldApplicationsQuery): Promise<ShieldApplicationPage> {
    const rows = await this.repository.findNewestFirst(sessionId, { before: list.before, take: list.limit + 1 });
    return toCursorPage(rows, list.limit, toShieldApplicationDto);
  }
}
