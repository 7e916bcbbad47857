import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { BingoBoardDto } from '@renewed/contracts';
import type { CachedJson } from '../../../common/cached-json';
import { BingoCatalogue } from '../bingo-catalogue';
import { GetBingoBoardsQuery } from './get-bingo-boards.query';

@QueryHandler(GetBingoBoardsQuery)
export class GetBingoBoardsHandler implements IQueryHandler<GetBingoBoardsQuery, CachedJson<BingoBoardDto[]>> {
  constructor(private readonly catalogue: BingoCatalogue) {}

  execute(): Promise<CachedJson<BingoBoardDto[]>> {
    return Promise.resolve(this.catalogue.boardsJson());
  }
}
