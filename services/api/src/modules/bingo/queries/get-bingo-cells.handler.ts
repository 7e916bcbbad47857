import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { BingoCellDto } from '@renewed/contracts';
import { BingoCatalogue } from '../bingo-catalogue';
import { GetBingoCellsQuery } from './get-bingo-cells.query';

@QueryHandler(GetBingoCellsQuery)
export class GetBingoCellsHandler implements IQueryHandler<GetBingoCellsQuery, BingoCellDto[]> {
  constructor(private readonly catalogue: BingoCatalogue) {}

  async execute({ boardId }: GetBingoCellsQuery): Promise<BingoCellDto[]> {
    return this.catalogue.requireBoard(boardId).cells;
  }
}
