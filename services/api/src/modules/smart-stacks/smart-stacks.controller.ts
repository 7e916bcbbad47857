import { Controller, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiRoute } from '../../common/api-route.decorator';
import { GetSmartStacksQuery } from './queries/get-smart-stacks.query';

@Controller()
export class SmartStacksController {
  constructor(private readonly queryBus: QueryBus) {}

  /** A prebuilt answer: sent with ETag and the client's best coding (answered from memory once recorded). */
  @ApiRoute('smartStacks')
  async list(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    (await this.queryBus.execute(new GetSmartStacksQuery())).send(request, reply);
  }
}
