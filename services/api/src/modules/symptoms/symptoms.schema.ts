import { SYMPTOM_TYPES } from '@renewed/contracts';
import { Schema } from 'mongoose';

/** Hot flash logs and sleep/energy check-ins. Visitor data: keyed by session, expires by TTL. */
export const SYMPTOM_LOGS_COLLECTION = 'symptom_logs';

export function buildSymptomLogSchema(retentionSeconds: number): Schema {
  const schema = new Schema(
    {
      // _id: the default ObjectId; it orders the list (newest first) and is the paging cursor.
      sessionId: { type: String, required: true },
      symptomType: { type: String, required: true, enum: [...SYMPTOM_TYPES] },
      // Hot flash fields.
      severity: { type: Number },
      duration: { type: Number },
      triggers: { type: [String], default: undefined },
      reliefMethods: { type: [String], default: undefined },
      // Check-in field.
      rating: { type: Number },
      notes: { type: String, default: '' },
      /** When it happened, as the visitor said. */
      timestamp: { type: Date, required: true },
      /** When it was stored: the retention clock. */
      createdAt: { type: Date, required: true },
    },
    { collection: SYMPTOM_LOGS_COLLECTION, versionKey: false },
  );
  // Serves GetSymptomLogsQuery without a type (newest first, paged by _id) and the privacy count/export/delete by session.
  schema.index({ sessionId: 1, _id: -1 });
  // Serves GetSymptomLogsQuery with a type filter (newest first, paged by _id).
  schema.index({ sessionId: 1, symptomType: 1, _id: -1 });
  // Retention: anonymous data expires RETENTION_DAYS after it was stored.
  schema.index({ createdAt: 1 }, { expireAfterSeconds: retentionSeconds });
  return schema;
}
