import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SymptomLog, SymptomType } from '@renewed/contracts';
import { DomainException } from '../../../common/domain-exception';
import { Clock } from '../../../common/clock';
import { toNewSymptomLog, toSymptomLogDto } from '../symptoms.mapper';
import { SymptomsRepository } from '../symptoms.repository';
import { LogSymptomCommand } from './log-symptom.command';

/** Most logs of one type a session may store in any 24 hours (docs/product.md, "Limits and errors"). */
export const SYMPTOM_LOGS_PER_DAY: Record<SymptomType, number> = { hot_flash: 50, sleep_quality: 20, energy_level: 20 };
const DAY_MS = 24 * 60 * 60 * 1000;

@CommandHandler(LogSymptomCommand)
export class LogSymptomHandler implements ICommandHandler<LogSymptomCommand, SymptomLog> {
  constructor(
    private readonly repository: SymptomsRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ sessionId, request }: LogSymptomCommand): Promise<SymptomLog> {
    const ceiling = SYMPTOM_LOGS_PER_DAY[request.symptomType];
    const now = this.clock.now();
    if ((await this.repository.countStoredSince(sessionId, request.symptomType, new Date(now.getTime() - DAY_MS))) >= ceiling) {
      const what = request.symptomType === 'hot_flash' ? 'hot flashes' : 'check-ins of this kind';
      throw new DomainException(
        'QUOTA_EXCEEDED',
        `You have logged ${ceiling} ${what} in the last 24 hours, the most Renewed keeps for one day. Everything you logged is saved; you can log again once the oldest of these is a day old.`,
      );
    }
    const stored = await this.repository.insert(toNewSymptomLog(sessionId, request, now));
    return toSymptomLogDto(stored);
  }
}
