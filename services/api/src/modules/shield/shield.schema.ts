import { Schema } from 'mongoose';

/** Luxe Self-Care Shield applications. Visitor data: keyed by session, expires by TTL. */
export const SHIELD_APPLICATIONS_COLLECTION = 'shield_applications';

export function buildShieldApplicationSchema(retentionSeconds: number): Schema {
  const schema = new Schema(
    {
      // _id: the default ObjectId; it orders the list (newest first) and is the paging cursor.
      sessionId: { type: String, required: true },
      protectionLevel: { type: String, required: true },
      moodState: { type: String, required: true },
      dailyMantra: { type: String, required: true },
      applicationNotes: { type: String, default: null },
      /** When the visitor applied the shield, as they said. */
      appliedAt: { type: Date, required: true },
      /** When it was stored: the retention clock. */
      createdAt: { type: Date, required: true },
    },
    { collection: SHIELD_APPLICATIONS_COLLECTION, versionKey: false },
  );
  // Serves GetShieldApplicationsQuery (newest first, paged by _id) and the privacy count/export/delete by session.
  schema.index({ sessionId: 1, _id: -1 });
  // Retention: anonymous data expires RETENTION_DAYS after it was stored.
  schema.index({ createdAt: 1 }, { expireAfterSeconds: retentionSeconds });
  return schema;
}
