import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock';
import { AssessmentsRepository, type StoredAssessment } from '../assessments.repository';
import { SaveAssessmentCommand } from './save-assessment.command';

@CommandHandler(SaveAssessmentCommand)
export class SaveAssessmentHandler implements ICommandHandler<SaveAssessmentCommand, { stored: boolean }> {
  constructor(
    private readonly repository: AssessmentsRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ job }: SaveAssessmentCommand): Promise<{ stored: boolean }> {
    const base = { id: job.submissionId, sessionId: job.submission.sessionId, submittedAt: new Date(job.submittedAt) };
    const assessment: StoredAssessment =
      job.kind === 'universal'
        ? { ...base, kind: 'universal', responses: job.submission.responses, scores: job.submission.scores }
        : job.kind === 'lipedema'
          ? { ...base, kind: 'lipedema', riskScore: job.submission.riskScore, symptoms: job.submission.symptoms }
          : { ...base, kind: 'mrs', answers: job.submission.answers, scores: job.submission.scores };
    return { stored: await this.repository.saveOnce(assessment, this.clock.now()) };
  }
}
