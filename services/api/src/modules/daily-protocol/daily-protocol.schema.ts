import { Schema } from 'mongoose';

/** Daily protocol ticks: one document per session and local date. Visitor data: keyed by session, expires by TTL. */
export const DAILY_PROTOCOL_COLLECTION = 'daily_protocol_progress';

export function buildDailyProtocolSchema(retentionSeconds: number): Schema {
  const schema = new Schema(
    {
      sessionId: { type: String, required: true },
      /** The visitor's local calendar date, YYYY-MM-DD. */
      date: { type: String, required: true },
      /** The protocol shown that day (its steps are what the indexes refer to). */
      protocolId: { type: String, required: true },
      /** Ticked step indexes (0-2), each at most once: written only with $addToSet and $pull. */
      completedSteps: { type: [Number], default: undefined },
      createdAt: { type: Date, required: true },
      /** Last change; retention counts from here. */
      updatedAt: { type: Date, required: true },
    },
    { collection: DAILY_PROTOCOL_COLLECTION, versionKey: false },
  );
  // Serves the day read and the tick/untick upsert; unique, so two first ticks of one day can never
  // create two documents. Its sessionId prefix serves the privacy count, export and delete.
  schema.index({ sessionId: 1, date: 1 }, { unique: true });
  // Retention: anonymous ticks expire RETENTION_DAYS after the last change.
  schema.index({ updatedAt: 1 }, { expireAfterSeconds: retentionSeconds });
  return schema;
}
