import { Inject, Injectable } from '@nestjs/common';
import type { LipedemaSubmission, MrsSubmission, SessionId, UniversalSubmission } from '@renewed/contracts';
import type { Connection, Model } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { MONGO_CONNECTION } from '../../infrastructure/database/database.module';
import { ASSESSMENTS_COLLECTION, buildAssessmentSchema } from './assessments.schema';

export type AssessmentKind = 'universal' | 'lipedema' | 'mrs';

export type StoredAssessment = {
  id: string;
  sessionId: SessionId;
  kind: AssessmentKind;
  submittedAt: Date;
} & (
  | { kind: 'universal'; responses: UniversalSubmission['responses']; scores: UniversalSubmission['scores'] }
  | { kind: 'lipedema'; riskScore: number; symptoms: LipedemaSubmission['symptoms'] }
  | { kind: 'mrs'; answers: MrsSubmission['answers']; scores: MrsSubmission['scores'] }
);

type AssessmentDocument = {
  _id: string;
  sessionId: string;
  kind: AssessmentKind;
  /** Universal: the answers by question id. MRS: the ratings by item id. */
  responses?: UniversalSubmission['responses'] | MrsSubmission['answers'];
  scores?: UniversalSubmission['scores'] | MrsSubmission['scores'];
  riskScore?: number;
  symptoms?: LipedemaSubmission['symptoms'];
  submittedAt: Date;
  createdAt: Date;
};

@Injectable()
export class AssessmentsRepository {
  private readonly model: Model<AssessmentDocument>;

  constructor(@Inject(MONGO_CONNECTION) connection: Connection, @Inject(APP_CONFIG) config: AppConfig) {
    this.model = connection.model<AssessmentDocument>(ASSESSMENTS_COLLECTION, buildAssessmentSchema(config.retentionSeconds));
  }

  /** Inserts once: a second save of the same submission id changes nothing. Resolves true when stored now. */
  async saveOnce(assessment: StoredAssessment, now: Date): Promise<boolean> {
    const { id, ...stored } = assessment;
    // An MRS completion keeps its ratings in `responses`, beside the other kinds' answers.
    const fields = stored.kind === 'mrs' ? (({ answers, ...rest }) => ({ ...rest, responses: answers }))(stored) : stored;
    const result = await this.model.updateOne(
      { _id: id },
      { $setOnInsert: { _id: id, ...fields, createdAt: now } },
      { upsert: true },
    );
    return result.upsertedCount === 1;
  }

  async findLatest(sessionId: SessionId, kind: AssessmentKind): Promise<StoredAssessment | null> {
    const document = await this.model.findOne({ sessionId, kind }).sort({ submittedAt: -1 }).lean<AssessmentDocument>().exec();
    return document ? toStored(document) : null;
  }

  /** The session's newest `limit` records of one kind, returned oldest first. */
  async findRecent(sessionId: SessionId, kind: AssessmentKind, limit: number): Promise<StoredAssessment[]> {
    const documents = await this.model
      .find({ sessionId, kind })
      .sort({ submittedAt: -1 })
      .limit(limit)
      .lean<AssessmentDocument[]>()
      .exec();
    return documents.reverse().map(toStored);
  }

  async findBySession(sessionId: SessionId): Promise<StoredAssessment[]> {
    const documents = await this.model.find({ sessionId }).sort({ submittedAt: 1 }).lean<AssessmentDocument[]>().exec();
    return documents.map(toStored);
  }
}

function toStored(document: AssessmentDocument): StoredAssessment {
  const base = { id: document._id, sessionId: document.sessionId as SessionId, submittedAt: document.submittedAt };
  switch (document.kind) {
    case 'universal':
      return {
        ...base,
        kind: 'universal',
        responses: document.responses as UniversalSubmission['responses'],
        scores: document.scores as UniversalSubmission['scores'],
      };
    case 'lipedema':
      return { ...base, kind: 'lipedema', riskScore: document.riskScore!, symptoms: document.symptoms! };
    case 'mrs':
      return {
        ...base,
        kind: 'mrs',
        answers: document.responses as MrsSubmission['answers'],
        scores: document.scores as MrsSubmission['scores'],
      };
  }
}
