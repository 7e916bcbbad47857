import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EducationProgress, EducationProgressUpdate } from '@renewed/contracts';
import { Clock } from '../../../common/clock';
import { DomainException } from '../../../common/domain-exception';
import { EducationCatalogue } from '../education-catalogue';
import { toEducationProgressDto } from '../education-progress.mapper';
import { EducationRepository, type ReadingProgressChange } from '../education.repository';
import { RecordReadingProgressCommand } from './record-reading-progress.command';

/** Reset wins over everything; completion sets 100; anything else only moves progress forward. */
export function readingProgressChange(update: EducationProgressUpdate): ReadingProgressChange {
  if (update.reset === true) return { kind: 'reset', progress: update.progress };
  if (update.completed === true) return { kind: 'complete' };
  return { kind: 'advance', progress: update.progress };
}

@CommandHandler(RecordReadingProgressCommand)
export class RecordReadingProgressHandler implements ICommandHandler<RecordReadingProgressCommand, EducationProgress> {
  constructor(
    private readonly repository: EducationRepository,
    private readonly catalogue: EducationCatalogue,
    private readonly clock: Clock,
  ) {}

  async execute({ sessionId, moduleId, update }: RecordReadingProgressCommand): Promise<EducationProgress> {
    const module = this.catalogue.find(moduleId);
    if (!module) throw new DomainException('NOT_FOUND', `There is no education module "${moduleId}"`);
    const stored = await this.repository.applyProgress(sessionId, moduleId, readingProgressChange(update), this.clock.now());
    return toEducationProgressDto(stored, module);
  }
}
