import { Schema } from 'mongoose';

/** Assessment submissions (universal, lipedema and each Menopause Rating Scale completion). Visitor data: keyed by session, expires by TTL. */
export const ASSESSMENTS_COLLECTION = 'assessment_submissions';

export function buildAssessmentSchema(retentionSeconds: number): Schema {
  const schema = new Schema(
    {
      /** The submission id: a hash of the session and the submission, so a retried POST saves once. */
      _id: { type: String, required: true },
      sessionId: { type: String, required: true },
      kind: { type: String, required: true, enum: ['universal', 'lipedema', 'mrs'] },
      responses: { type: Schema.Types.Mixed },
      scores: { type: Schema.Types.Mixed },
      riskScore: { type: Number },
      symptoms: { type: Schema.Types.Mixed },
      submittedAt: { type: Date, required: true },
      createdAt: { type: Date, required: true },
    },
    { collection: ASSESSMENTS_COLLECTION, versionKey: false, minimize: false },
  );
  // Serves GetLatestUniversal/LipedemaAssessmentQuery (latest per session and kind), GetMrsHistoryQuery (newest per session) and the privacy count/export/delete by session.
  schema.index({ sessionId: 1, kind: 1, submittedAt: -1 });
  // Retention: anonymous data expires RETENTION_DAYS after it was stored.
  schema.index({ createdAt: 1 }, { expireAfterSeconds: retentionSeconds });
  return schema;
}
