import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  lipedemaSubmissionSchema,
  universalSubmissionSchema,
  type LipedemaSubmission,
  type SavedLipedemaAssessment,
  type SavedUniversalAssessment,
  type SessionId as SessionIdType,
  type SubmissionAccepted,
  type UniversalSubmission,
} from '@renewed/contracts';
import { assertSameSession, SessionId } from '../../common/session-id.decorator';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import type { StoredAssessment } from './assessments.repository';
import { SubmitAssessmentCommand } from './commands/submit-assessment.command';
import { GetLatestAssessmentQuery } from './queries/get-latest-assessment.query';

@Controller()
export class AssessmentsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('health-assessment')
  @HttpCode(202)
  submitUniversal(
    @SessionId() sessionId: SessionIdType,
    @Body(new ZodValidationPipe(universalSubmissionSchema, 'Assessment')) submission: UniversalSubmission,
  ): Promise<SubmissionAccepted> {
    assertSameSession(sessionId, submission.sessionId);
    return this.commandBus.execute(new SubmitAssessmentCommand({ kind: 'universal', submission }));
  }

  @Get('health-assessment')
  async latestUniversal(@SessionId() sessionId: SessionIdType): Promise<SavedUniversalAssessment | null> {
    const saved = await this.queryBus.execute(new GetLatestAssessmentQuery(sessionId, 'universal'));
    return saved?.kind === 'universal' ? toUniversalDto(saved) : null;
  }

  @Post('lipedema-assessment')
  @HttpCode(202)
  submitLipedema(
    @SessionId() sessionId: SessionIdType,
    @Body(new ZodValidationPipe(lipedemaSubmissionSchema, 'Assessment')) submission: LipedemaSubmission,
  ): Promise<SubmissionAccepted> {
    assertSameSession(sessionId, submission.sessionId);
    return this.commandBus.execute(new SubmitAssessmentCommand({ kind: 'lipedema', submission }));
  }

  @Get('lipedema-assessment')
  async latestLipedema(@SessionId() sessionId: SessionIdType): Promise<SavedLipedemaAssessment | null> {
    const saved = await this.queryBus.execute(new GetLatestAssessmentQuery(sessionId, 'lipedema'));
    return saved?.kind === 'lipedema'
      ? { id: saved.id, riskScore: saved.riskScore, symptoms: saved.symptoms, submittedAt: saved.submittedAt.toISOString() }
      : null;
  }
}

function toUniversalDto(saved: Extract<StoredAssessment, { kind: 'universal' }>): SavedUniversalAssessment {
  return {
    id: saved.id,
    assessmentType: 'universal_health',
    responses: saved.responses,
    scores: saved.scores,
    submittedAt: saved.submittedAt.toISOString(),
  };
}
