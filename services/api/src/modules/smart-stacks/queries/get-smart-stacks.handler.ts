import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SMART_STACKS } from '@renewed/content';
import type { SmartStackDto } from '@renewed/contracts';
import { GetSmartStacksQuery } from './get-smart-stacks.query';

/**
 * The active protocols, in catalogue order, built once from the content that ships with this
 * build and served from memory (docs/architecture.md, Static content).
 */
@QueryHandler(GetSmartStacksQuery)
export class GetSmartStacksHandler implements IQueryHandler<GetSmartStacksQuery, SmartStackDto[]> {
  private readonly stacks: SmartStackDto[] = SMART_STACKS.filter((stack) => stack.isActive).map((stack) => ({ ...stack }));

  execute(): Promise<SmartStackDto[]> {
    return Promise.resolve(this.stacks);
  }
}
