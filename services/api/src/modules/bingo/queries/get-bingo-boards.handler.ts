import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { BingoBoardDto } from '@renewed/contracts';
import { BingoCatalogue } from '../bingo-catalogue';
import { GetBingoBoardsQuery } from './get-bingo-boards.query';

@QueryHandler(GetBingoBoardsQuery)
export class GetBingoBoardsHandler implements IQueryHandler<GetBingoBoardsQuery, BingoBoardDto[]> {
  constructor(private readonly catalogue: BingoCatalogue) {}

  execute(): Promise<BingoBoardDto[]> {
    return Promise.resolve(this.catalogue.boards());
  }
}
