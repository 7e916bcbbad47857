import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { BingoProgressDto } from '@renewed/contracts';
import { BingoCatalogue } from '../bingo-catalogue';
import { BingoRepository } from '../bingo.repository';
import { GetBingoProgressQuery } from './get-bingo-progress.query';

@QueryHandler(GetBingoProgressQuery)
export class GetBingoProgressHandler implements IQueryHandler<GetBingoProgressQuery, BingoProgressDto> {
  constructor(
    private readonly catalogue: BingoCatalogue,
    private readonly repository: BingoRepository,
  ) {}

  async execute({ sessionId, boardId }: GetBingoProgressQuery): Promise<BingoProgressDto> {
    this.catalogue.requireBoard(boardId);
    return { completedCells: await this.repository.findCompletedCells(sessionId, boardId) };
  }
}
