import { Query } from '@nestjs/cqrs';
import type { BingoBoardDto } from '@renewed/contracts';

export class GetBingoBoardsQuery extends Query<BingoBoardDto[]> {}
