import { Schema } from 'mongoose';

/** Reading progress per session and module. Visitor data: keyed by session, expires by TTL. */
export const EDUCATION_PROGRESS_COLLECTION = 'education_progress';

export function buildEducationProgressSchema(retentionSeconds: number): Schema {
  const schema = new Schema(
    {
      sessionId: { type: String, required: true },
      moduleId: { type: String, required: true },
      progressPercentage: { type: Number, required: true, min: 0, max: 100 },
      completed: { type: Boolean, required: true },
      /** First completion since the last reset; absent while not completed. */
      completedAt: { type: Date },
      startedAt: { type: Date, required: true },
      updatedAt: { type: Date, required: true },
    },
    { collection: EDUCATION_PROGRESS_COLLECTION, versionKey: false },
  );
  // Serves RecordReadingProgressCommand (one atomic upsert per session and module; unique, so a
  // module has one record per session), GetReadingProgressQuery and the privacy count/export/delete
  // by session (prefix sessionId).
  schema.index({ sessionId: 1, moduleId: 1 }, { unique: true });
  // Retention: a session's progress expires RETENTION_DAYS after it was last updated.
  schema.index({ updatedAt: 1 }, { expireAfterSeconds: retentionSeconds });
  return schema;
}
