import { Inject, Injectable } from '@nestjs/common';
import type { LipedemaSubmission, SessionId, UniversalSubmission } from '@renewed/contracts';
import type { Connection, Model } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { MONGO_CONNECTION } from '../../infrastructure/database/database.module';
import { ASSESSMENTS_COLLECTION, buildAssessmentSchema } from './assessments.schema';

export type AssessmentKind = 'universal' | 'lipedema';

export type StoredAssessment = {
  id: string;
  sessionId: SessionId;
  kind: AssessmentKind;
  submittedAt: Date;
} & (
  | { kind: 'universal'; responses: UniversalSubmission['responses']; scores: UniversalSubmission['scores'] }
  | { kind: 'lipedema'; riskScore: number; symptoms: LipedemaSubmission['symptoms'] }
);

type AssessmentDocument = {
  _id: string;
  sessionId: string;
  kind: AssessmentKind;
  responses?: UniversalSubmission['responses'];
  scores?: UniversalSubmission['scores'];
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
    const { id, ...fields } = assessment;
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

  async findBySession(sessionId: SessionId): Promise<StoredAssessment[]> {
    const documents = await this.model.find({ sessionId }).sort({ submittedAt: 1 }).lean<AssessmentDocument[]>().exec();
    return documents.map(toStored);
  }
}

function toStored(document: AssessmentDocument): StoredAssessment {
  const base = { id: document._id, sessionId: document.sessionId as SessionId, submittedAt: document.submittedAt };
  return document.kind === 'universal'
    ? { ...base, kind: 'universal', responses: document.responses!, scores: document.scores! }
    : { ...base, kind: 'lipedema', riskScore: document.riskScore!, symptoms: document.symptoms! };
}
