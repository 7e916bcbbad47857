import { Controller, Header, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { PersonalDataDeleted, PrivacyDashboard, SessionId as SessionIdType } from '@renewed/contracts';
import type { FastifyReply } from 'fastify';
import { ApiRoute } from '../../common/api-route.decorator';
import { SessionId } from '../../common/session-id.decorator';
import { DeletePersonalDataCommand } from './commands/delete-personal-data.command';
import { ExportPersonalDataQuery } from './queries/export-personal-data.query';
import { GetPrivacyDashboardQuery } from './queries/get-privacy-dashboard.query';

@Controller()
export class PrivacyController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  @ApiRoute('privacyDashboard')
  @Header('cache-control', 'no-store')
  dashboard(@SessionId() sessionId: SessionIdType): Promise<PrivacyDashboard> {
    return this.queryBus.execute(new GetPrivacyDashboardQuery(sessionId));
  }

  @ApiRoute('privacyExport')
  @Header('cache-control', 'no-store')
  async export(@SessionId() sessionId: SessionIdType, @Res({ passthrough: true }) reply: FastifyReply) {
    const exported = await this.queryBus.execute(new ExportPersonalDataQuery(sessionId));
    const date = exported.exportedAt.slice(0, 10);
    void reply.header('content-disposition', `attachment; filename="renewed-data-export-${date}.json"`);
    return exported;
  }

  @ApiRoute('deleteAccount')
  deleteAccount(@SessionId() sessionId: SessionIdType): Promise<PersonalDataDeleted> {
    return this.commandBus.execute(new DeletePersonalDataCommand(sessionId));
  }
}
