import { IDEMPOTENCY_KEY_TTL_SECONDS } from '@renewed/contracts';
import { Schema } from 'mongoose';

/**
 * The first answer given to each Idempotency-Key, scoped to the session that sent it. Holds the
 * session id (for export and delete), the route, a hash of the request and the answer; it expires
 * a day after the first request (docs/offline.md, "Idempotency").
 */
export const IDEMPOTENCY_KEYS_COLLECTION = 'idempotency_keys';

export function buildIdempotencyKeySchema(): Schema {
  const schema = new Schema(
    {
      /** sha256 of session and key: one record per key per session. */
      _id: { type: String, required: true },
      /** Absent for the few writes that take no session (donation intents). */
      sessionId: { type: String },
      routeId: { type: String, required: true },
      /** sha256 of method, URL and body: the same key sent with another request is refused. */
      fingerprint: { type: String, required: true },
      state: { type: String, required: true, enum: ['pending', 'done'] },
      /** The answer as JSON text (null for 204), set when the first request finished. */
      answer: { type: String, default: null },
      /** When the first request arrived (the lease on a pending key and the expiry clock). */
      createdAt: { type: Date, required: true },
    },
    { collection: IDEMPOTENCY_KEYS_COLLECTION, versionKey: false },
  );
  // Serves the privacy count/export/delete by session.
  schema.index({ sessionId: 1 });
  // Expiry: a key is remembered for a day.
  schema.index({ createdAt: 1 }, { expireAfterSeconds: IDEMPOTENCY_KEY_TTL_SECONDS });
  return schema;
}
