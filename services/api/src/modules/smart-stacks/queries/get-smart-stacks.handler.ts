import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SmartStackDto } from '@renewed/contracts';
import { LoadOnce } from '../../../common/load-once';
import { SmartStacksRepository } from '../smart-stacks.repository';
import { GetSmartStacksQuery } from './get-smart-stacks.query';

/**
 * The catalogue changes only when the app is redeployed (it is seeded at boot), so it is read
 * from MongoDB once per process and then served from memory.
 */
@QueryHandler(GetSmartStacksQuery)
export class GetSmartStacksHandler implements IQueryHandler<GetSmartStacksQuery, SmartStackDto[]> {
  private readonly stacks = new LoadOnce(() => this.repository.findActive());

  constructor(private readonly repository: SmartStacksRepository) {}

  execute(): Promise<SmartStackDto[]> {
    return this.stacks.get();
  }
}
