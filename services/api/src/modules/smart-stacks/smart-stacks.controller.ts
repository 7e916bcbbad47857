import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { SmartStackDto } from '@renewed/contracts';
import { ApiRoute } from '../../common/api-route.decorator';
import { GetSmartStacksQuery } from './queries/get-smart-stacks.query';

@Controller()
export class SmartStacksController {
  constructor(private readonly queryBus: QueryBus) {}

  @ApiRoute('smartStacks')
  list(): Promise<SmartStackDto[]> {
    return this.queryBus.execute(new GetSmartStacksQuery());
  }
}
