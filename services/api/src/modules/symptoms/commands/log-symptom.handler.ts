import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SymptomLog } from '@renewed/contracts';
import { Clock } from '../../../common/clock';
import { toNewSymptomLog, toSymptomLogDto } from '../symptoms.mapper';
import { SymptomsRepository } from '../symptoms.repository';
import { LogSymptomCommand } from './log-symptom.command';

@CommandHandler(LogSymptomCommand)
export class LogSymptomHandler implements ICommandHandler<LogSymptomCommand, SymptomLog> {
  constructor(
    private readonly repository: SymptomsRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ sessionId, request }: LogSymptomCommand): Promise<SymptomLog> {
    const stored = await this.repository.insert(toNewSymptomLog(sessionId, request, this.clock.now()));
    return toSymptomLogDto(stored);
  }
}
