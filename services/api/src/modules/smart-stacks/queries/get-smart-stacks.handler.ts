import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SmartStackDto } from '@renewed/contracts';
import { SmartStacksRepository } from '../smart-stacks.repository';
import { GetSmartStacksQuery } from './get-smart-stacks.query';

/**
 * The catalogue changes only when the app is redeployed (it is seeded at boot), so it is read
 * from MongoDB once per process and then served from memory.
 */
@QueryHandler(GetSmartStacksQuery)
export class GetSmartStacksHandler implements IQueryHandler<GetSmartStacksQuery, SmartStackDto[]> {
  private cache: Promise<SmartStackDto[]> | undefined;

  constructor(private readonly repository: SmartStacksRepository) {}

  execute(): Promise<SmartStackDto[]> {
    this.cache ??= this.repository.findActive().catch((error: unknown) => {
      this.cache = undefined;
      throw error;
    });
    return this.cache;
  }
}
