import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { BingoProgressDto } from '@renewed/contracts';
import { Clock } from '../../../common/clock';
import { BingoCatalogue } from '../bingo-catalogue';
import { BingoRepository } from '../bingo.repository';
import { CompleteBingoCellCommand } from './complete-bingo-cell.command';

/** Idempotent: completing an already completed cell changes nothing and returns the same progress. */
@CommandHandler(CompleteBingoCellCommand)
export class CompleteBingoCellHandler implements ICommandHandler<CompleteBingoCellCommand, BingoProgressDto> {
  constructor(
    private readonly catalogue: BingoCatalogue,
    private readonly repository: BingoRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ sessionId, boardId, position }: CompleteBingoCellCommand): Promise<BingoProgressDto> {
    this.catalogue.requireCell(boardId, position);
    return { completedCells: await this.repository.completeCell(sessionId, boardId, position, this.clock.now()) };
  }
}
