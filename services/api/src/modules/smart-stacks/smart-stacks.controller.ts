import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { SmartStackDto } from '@renewed/contracts';
import { GetSmartStacksQuery } from './queries/get-smart-stacks.query';

@Controller('smart-stacks')
export class SmartStacksController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  list(): Promise<SmartStackDto[]> {
    return this.queryBus.execute(new GetSmartStacksQuery());
  }
}
