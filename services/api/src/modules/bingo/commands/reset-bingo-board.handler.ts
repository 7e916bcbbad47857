import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { BingoProgressDto } from '@renewed/contracts';
import { BingoCatalogue } from '../bingo-catalogue';
import { BingoRepository } from '../bingo.repository';
import { ResetBingoBoardCommand } from './reset-bingo-board.command';

/**
 * Idempotent: resetting a board with no ticks changes nothing. The visitor keeps her session id,
 * so her logs, check-ins and other boards stay hers (docs/content.md, "Claims the app makes").
 */
@CommandHandler(ResetBingoBoardCommand)
export class ResetBingoBoardHandler implements ICommandHandler<ResetBingoBoardCommand, BingoProgressDto> {
  constructor(
    private readonly catalogue: BingoCatalogue,
    private readonly repository: BingoRepository,
  ) {}

  async execute({ sessionId, boardId }: ResetBingoBoardCommand): Promise<BingoProgressDto> {
    this.catalogue.requireBoard(boardId);
    await this.repository.deleteBoardProgress(sessionId, boardId);
    return { completedCells: [] };
  }
}
