import { Query } from '@nestjs/cqrs';
import type { BingoProgressDto, SessionId } from '@renewed/contracts';

export class GetBingoProgressQuery extends Query<BingoProgressDto> {
  constructor(
    readonly sessionId: SessionId,
    readonly boardId: string,
  ) {
    super();
  }
}
