import { Command } from '@nestjs/cqrs';
import type { BingoProgressDto, SessionId } from '@renewed/contracts';

/** New Board: clears one session's ticks on one board. Nothing else of the session is touched. */
export class ResetBingoBoardCommand extends Command<BingoProgressDto> {
  constructor(
    readonly sessionId: SessionId,
    readonly boardId: string,
  ) {
    super();
  }
}
