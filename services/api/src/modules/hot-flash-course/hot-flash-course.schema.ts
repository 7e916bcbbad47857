import { Schema } from 'mongoose';

/** Where each visitor is in the hot flash course: one document per session. Visitor data: expires by TTL. */
export const COURSE_PROGRESS_COLLECTION = 'hot_flash_course_progress';
/** Her worksheets and weekly checks in the course. Visitor data: keyed by session, expires by TTL. */
export const COURSE_ENTRIES_COLLECTION = 'hot_flash_course_entries';

export function buildCourseProgressSchema(retentionSeconds: number): Schema {
  const schema = new Schema(
    {
      sessionId: { type: String, required: true },
      week: { type: Number, required: true },
      step: { type: Number, required: true },
      paused: { type: Boolean, required: true },
      finished: { type: Boolean, required: true },
      startedAt: { type: Date, required: true },
      /** Last change; retention counts from here. */
      updatedAt: { type: Date, required: true },
    },
    { collection: COURSE_PROGRESS_COLLECTION, versionKey: false },
  );
  // Serves the progress read and upsert (one document per session) and the privacy count, export and delete.
  schema.index({ sessionId: 1 }, { unique: true });
  // Retention: progress expires RETENTION_DAYS after her last change.
  schema.index({ updatedAt: 1 }, { expireAfterSeconds: retentionSeconds });
  return schema;
}

export function buildCourseEntrySchema(retentionSeconds: number): Schema {
  const schema = new Schema(
    {
      /** A hash of the session and the browser's entry id, so a retried POST stores once. */
      _id: { type: String, required: true },
      sessionId: { type: String, required: true },
      kind: { type: String, required: true, enum: ['worksheet', 'check'] },
      week: { type: Number, required: true },
      stepId: { type: String },
      answers: { type: Schema.Types.Mixed },
      problemRating: { type: Number },
      frequencyPerWeek: { type: Number },
      createdAt: { type: Date, required: true },
    },
    { collection: COURSE_ENTRIES_COLLECTION, versionKey: false, minimize: false },
  );
  // Serves the course read (her entries, oldest first) and the privacy count, export and delete.
  schema.index({ sessionId: 1, createdAt: 1 });
  // Retention: an entry expires RETENTION_DAYS after it was stored.
  schema.index({ createdAt: 1 }, { expireAfterSeconds: retentionSeconds });
  return schema;
}
