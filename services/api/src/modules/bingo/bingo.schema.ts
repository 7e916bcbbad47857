import { Schema } from 'mongoose';

/** Bingo boards with their 25 cells: seeded catalogue content, no visitor data. `_id` is the board id. */
export const BINGO_BOARDS_COLLECTION = 'bingo_boards';
/** Bingo progress: one document per session and board. Visitor data: keyed by session, expires by TTL. */
export const BINGO_PROGRESS_COLLECTION = 'bingo_progress';

const bingoCellSchema = new Schema(
  {
    id: { type: String, required: true },
    position: { type: Number, required: true },
    category: { type: String, required: true },
    activity: { type: String, required: true },
    description: { type: String },
    estimatedTime: { type: Number },
    isSpecial: { type: Boolean, required: true },
    rewardMessage: { type: String },
  },
  { _id: false },
);

export const bingoBoardSchema = new Schema(
  {
    _id: { type: String, required: true },
    order: { type: Number, required: true },
    name: { type: String, required: true },
    description: { type: String, required: true },
    theme: { type: String, required: true },
    difficulty: { type: String, required: true },
    colorScheme: { type: String, required: true },
    cells: { type: [bingoCellSchema], default: [] },
  },
  { collection: BINGO_BOARDS_COLLECTION, versionKey: false },
);
// Serves the catalogue load (BingoCatalogue): every board in catalogue order.
bingoBoardSchema.index({ order: 1 });

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
