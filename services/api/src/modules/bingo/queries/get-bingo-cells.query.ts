import { Query } from '@nestjs/cqrs';
import type { BingoCellDto } from '@renewed/contracts';

export class GetBingoCellsQuery extends Query<BingoCellDto[]> {
  constructor(readonly boardId: string) {
    super();
  }
}
