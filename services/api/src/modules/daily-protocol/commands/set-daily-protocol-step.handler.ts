import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dailyProtocolFor } from '@renewed/content';
import type { DailyProtocolDay } from '@renewed/contracts';
import { Clock } from '../../../common/clock';
import { requireNearToday, toDailyProtocolDay } from '../daily-protocol-day';
import { DailyProtocolRepository } from '../daily-protocol.repository';
import { SetDailyProtocolStepCommand } from './set-daily-protocol-step.command';

/** Idempotent: it sets the state, so repeating a request (or a retry) changes nothing more. */
@CommandHandler(SetDailyProtocolStepCommand)
export class SetDailyProtocolStepHandler implements ICommandHandler<SetDailyProtocolStepCommand, DailyProtocolDay> {
  constructor(
    private readonly repository: DailyProtocolRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ sessionId, date, step, done }: SetDailyProtocolStepCommand): Promise<DailyProtocolDay> {
    const now = this.clock.now();
    requireNearToday(date, now);
    const completedSteps = done
      ? await this.repository.tickStep(sessionId, date, dailyProtocolFor(date).id, step, now)
      : await this.repository.untickStep(sessionId, date, step, now);
    return toDailyProtocolDay(date, completedSteps);
  }
}
