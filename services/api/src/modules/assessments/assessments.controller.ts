import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type {
  LipedemaSubmission,
  MrsHistory,
  MrsSubmission,
  SavedLipedemaAssessment,
  SavedUniversalAssessment,
  SessionId as SessionIdType,
  SubmissionAccepted,
  UniversalSubmission,
} from '@renewed/contracts';
import { ApiRoute, RouteBody } from '../../common/api-route.decorator';
import { assertSameSession, SessionId } from '../../common/session-id.decorator';
import { SubmitAssessmentCommand } from './commands/submit-assessment.command';
import { GetMrsHistoryQuery } from './queries/get-mrs-history.query';
import { GetLatestLipedemaAssessmentQuery, GetLatestUniversalAssessmentQuery } from './queries/get-latest-assessment.query';

@Controller()
export class AssessmentsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @ApiRoute('submitHealthAssessment')
  submitUniversal(
    @SessionId() sessionId: SessionIdType,
    @RouteBody('Assessment') submission: UniversalSubmission,
  ): Promise<SubmissionAccepted> {
    assertSameSession(sessionId, submission.sessionId);
    return this.commandBus.execute(new SubmitAssessmentCommand({ kind: 'universal', submission }));
  }

  @ApiRoute('latestHealthAssessment')
  latestUniversal(@SessionId() sessionId: SessionIdType): Promise<SavedUniversalAssessment | null> {
    return this.queryBus.execute(new GetLatestUniversalAssessmentQuery(sessionId));
  }

  @ApiRoute('submitLipedemaAssessment')
  submitLipedema(
    @SessionId() sessionId: SessionIdType,
    @RouteBody('Assessment') submission: LipedemaSubmission,
  ): Promise<SubmissionAccepted> {
    assertSameSession(sessionId, submission.sessionId);
    return this.commandBus.execute(new SubmitAssessmentCommand({ kind: 'lipedema', submission }));
  }

  @ApiRoute('latestLipedemaAssessment')
  latestLipedema(@SessionId() sessionId: SessionIdType): Promise<SavedLipedemaAssessment | null> {
    return this.queryBus.execute(new GetLatestLipedemaAssessmentQuery(sessionId));
  }

  @ApiRoute('submitMrsAssessment')
  submitMrs(
    @SessionId() sessionId: SessionIdType,
    @RouteBody('Assessment') submission: MrsSubmission,
  ): Promise<SubmissionAccepted> {
    assertSameSession(sessionId, submission.sessionId);
    return this.commandBus.execute(new SubmitAssessmentCommand({ kind: 'mrs', submission }));
  }

  @ApiRoute('mrsAssessments')
  mrsHistory(@SessionId() sessionId: SessionIdType): Promise<MrsHistory> {
    return this.queryBus.execute(new GetMrsHistoryQuery(sessionId));
  }
}
