import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DailyProtocolDay } from '@renewed/contracts';
import { Clock } from '../../../common/clock';
import { requireNearToday, toDailyProtocolDay } from '../daily-protocol-day';
import { DailyProtocolRepository } from '../daily-protocol.repository';
import { GetDailyProtocolDayQuery } from './get-daily-protocol-day.query';

@QueryHandler(GetDailyProtocolDayQuery)
export class GetDailyProtocolDayHandler implements IQueryHandler<GetDailyProtocolDayQuery, DailyProtocolDay> {
  constructor(
    private readonly repository: DailyProtocolRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ sessionId, date }: GetDailyProtocolDayQuery): Promise<DailyProtocolDay> {
    requireNearToday(date, this.clock.now());
    return toDailyProtocolDay(date, await this.repository.findCompletedSteps(sessionId, date));
  }
}
