import { z } from 'zod';
import { BINGO_CELL_COUNT } from './bingo-rules';

export * from './bingo-rules';

/** Board ids are lower-case slugs (`daily-gentle-reset`). */
export const bingoBoardIdSchema = z
  .string()
  .max(64, 'Board id is too long')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Board id must be a lower-case slug like daily-gentle-reset');

/** A cell position as it arrives in a URL path: a whole number from 0 to 24, nothing else. */
export const bingoCellPositionParamSchema = z
  .string()
  .regex(/^(?:[0-9]|1[0-9]|2[0-4])$/, `Cell position must be a whole number from 0 to ${BINGO_CELL_COUNT - 1}`)
  .transform(Number);

const cellPositionSchema = z
  .number()
  .int()
  .min(0)
  .max(BINGO_CELL_COUNT - 1);

/** A board as GET /api/bingo/boards returns it. theme and difficulty are open strings: the UI has a look for unknown ones. */
export const bingoBoardSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  theme: z.string(),
  difficulty: z.string(),
  colorScheme: z.string(),
});
export type BingoBoardDto = z.infer<typeof bingoBoardSchema>;
export const bingoBoardListSchema = z.array(bingoBoardSchema);

/** A cell as GET /api/bingo/boards/{boardId}/cells returns it (ordered by position). */
export const bingoCellSchema = z.object({
  id: z.string(),
  position: cellPositionSchema,
  category: z.string(),
  activity: z.string(),
  description: z.string().optional(),
  /** Minutes. */
  estimatedTime: z.number().int().positive().optional(),
  isSpecial: z.boolean(),
  rewardMessage: z.string().optional(),
});
export type BingoCellDto = z.infer<typeof bingoCellSchema>;
export const bingoCellListSchema = z.array(bingoCellSchema);

/** A visitor's progress on one board: completed positions, each once, ascending. */
export const bingoProgressSchema = z.object({ completedCells: z.array(cellPositionSchema) });
export type BingoProgressDto = z.infer<typeof bingoProgressSchema>;

/** Path of GET /api/bingo/boards/{boardId}/cells. */
export const bingoBoardPathSchema = z.object({ boardId: bingoBoardIdSchema });
/**
 * Path of GET /api/bingo/progress/{boardId}. The session is the X-Session-Id header's, never part
 * of the URL (URLs are written to access and error logs).
 */
export const bingoProgressPathSchema = z.object({ boardId: bingoBoardIdSchema });
export type BingoProgressPath = z.infer<typeof bingoProgressPathSchema>;
/** Path of POST /api/bingo/progress/{boardId}/{cellPosition}. */
export const bingoCellPathSchema = bingoProgressPathSchema.extend({ cellPosition: bingoCellPositionParamSchema });
export type BingoCellPath = z.output<typeof bingoCellPathSchema>;
