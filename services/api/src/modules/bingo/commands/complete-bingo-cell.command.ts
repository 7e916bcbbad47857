import { Command } from '@nestjs/cqrs';
import type { BingoProgressDto, SessionId } from '@renewed/contracts';

/** Marks one cell of a board completed for a session (a cell never goes back to not completed). */
export class CompleteBingoCellCommand extends Command<BingoProgressDto> {
  constructor(
    readonly sessionId: SessionId,
    readonly boardId: string,
    readonly position: number,
  ) {
    super();
  }
}
