import { Schema } from 'mongoose';

/** Bingo progress: one document per session and board. Visitor data: keyed by session, expires by TTL. */
export const BINGO_PROGRESS_COLLECTION = 'bingo_progress';

export function buildBingoProgressSchema(retentionSeconds: number): Schema {
  const schema = new Schema(
    {
      sessionId: { type: String, required: true },
      boardId: { type: String, required: true },
      /** Completed positions, each at most once (written only with $addToSet). */
      completedCells: { type: [Number], default: undefined },
      createdAt: { type: Date, required: true },
      /** Last completion; retention counts from here, so a board in use does not expire. */
      updatedAt: { type: Date, required: true },
    },
    { collection: BINGO_PROGRESS_COLLECTION, versionKey: false },
  );
  // Serves GetBingoProgressQuery and the CompleteBingoCell upsert; unique, so concurrent first
  // completions of one board can never create two documents. Its sessionId prefix serves the
  // privacy count/export/delete by session.
  schema.index({ sessionId: 1, boardId: 1 }, { unique: true });
  // Retention: anonymous progress expires RETENTION_DAYS after the last completion.
  schema.index({ updatedAt: 1 }, { expireAfterSeconds: retentionSeconds });
  return schema;
}
