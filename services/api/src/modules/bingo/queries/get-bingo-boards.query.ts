import { Query } from '@nestjs/cqrs';
import type { BingoBoardDto } from '@renewed/contracts';
import type { CachedJson } from '../../../common/cached-json';

export class GetBingoBoardsQuery extends Query<CachedJson<BingoBoardDto[]>> {}
