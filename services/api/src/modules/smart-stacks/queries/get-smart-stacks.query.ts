import { Query } from '@nestjs/cqrs';
import type { SmartStackDto } from '@renewed/contracts';
import type { CachedJson } from '../../../common/cached-json';

export class GetSmartStacksQuery extends Query<CachedJson<SmartStackDto[]>> {}
