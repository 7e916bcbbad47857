import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SMART_STACKS } from '@renewed/content';
import type { SmartStackDto } from '@renewed/contracts';
import { cachedJsonOnce, type CachedJson } from '../../../common/cached-json';
import { GetSmartStacksQuery } from './get-smart-stacks.query';

/**
 * The active protocols, in catalogue order, built once from the content that ships with this
 * build and served from memory as a prebuilt answer (docs/architecture.md, "Static content";
 * "Performance").
 */
@QueryHandler(GetSmartStacksQuery)
export class GetSmartStacksHandler implements IQueryHandler<GetSmartStacksQuery, CachedJson<SmartStackDto[]>> {
  private readonly stacks = cachedJsonOnce((): SmartStackDto[] =>
    SMART_STACKS.filter((stack) => stack.isActive).map((stack) => ({ ...stack })),
  );

  execute(): Promise<CachedJson<SmartStackDto[]>> {
    return Promise.resolve(this.stacks());
  }
}
