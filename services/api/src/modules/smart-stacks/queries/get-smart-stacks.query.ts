import { Query } from '@nestjs/cqrs';
import type { SmartStackDto } from '@renewed/contracts';

export class GetSmartStacksQuery extends Query<SmartStackDto[]> {}
