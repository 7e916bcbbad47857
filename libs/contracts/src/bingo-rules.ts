/**
 * Bingo rules (docs/product.md, "Bingo") as plain functions shared by the bingo remote and the API.
 * No zod here: browser code imports this file directly (`@renewed/contracts/bingo-rules`) so the
 * remote's bundle stays small. The zod schemas live in `./bingo`.
 */

/** The board is a 5x5 grid: 5 columns, 25 cells, positions 0-24 row by row. */
export const BINGO_GRID_SIZE = 5;
export const BINGO_CELL_COUNT = BINGO_GRID_SIZE * BINGO_GRID_SIZE;
/** How long the celebratory overlay of a cell with a reward message stays up. */
export const BINGO_REWARD_OVERLAY_MS = 4_000;

export const BINGO_THEMES = ['daily', 'weekly', 'monthly', 'seasonal'] as const;
export type BingoTheme = (typeof BINGO_THEMES)[number];
export const BINGO_DIFFICULTIES = ['gentle', 'moderate', 'challenging'] as const;
export type BingoDifficulty = (typeof BINGO_DIFFICULTIES)[number];
/** The product's default when a board has no difficulty. */
export const DEFAULT_BINGO_DIFFICULTY: BingoDifficulty = 'gentle';
export const BINGO_CATEGORIES = ['movement', 'mindfulness', 'nourishment', 'connection', 'creativity'] as const;
export type BingoCategory = (typeof BINGO_CATEGORIES)[number];

export type BingoLineKind = 'row' | 'column' | 'diagonal';

export type BingoLine = {
  /** Stable id, e.g. `row-1`, `column-3`, `diagonal-down`. */
  id: string;
  kind: BingoLineKind;
  /** What the visitor reads, e.g. `Row 1`; the achievement badge is `<label> Complete`. */
  label: string;
  positions: readonly number[];
};

function range(count: number, at: (index: number) => number): number[] {
  return Array.from({ length: count }, (_unused, index) => at(index));
}

/**
 * The 12 lines of the product: row n = 5(n-1) .. 5(n-1)+4; column n = n-1, n+4, n+9, n+14, n+19;
 * diagonal '\' = 0, 6, 12, 18, 24; diagonal '/' = 4, 8, 12, 16, 20.
 */
export const BINGO_LINES: readonly BingoLine[] = [
  ...range(BINGO_GRID_SIZE, (row) => row + 1).map((n) => ({
    id: `row-${n}`,
    kind: 'row' as const,
    label: `Row ${n}`,
    positions: range(BINGO_GRID_SIZE, (offset) => BINGO_GRID_SIZE * (n - 1) + offset),
  })),
  ...range(BINGO_GRID_SIZE, (column) => column + 1).map((n) => ({
    id: `column-${n}`,
    kind: 'column' as const,
    label: `Column ${n}`,
    positions: range(BINGO_GRID_SIZE, (offset) => n - 1 + BINGO_GRID_SIZE * offset),
  })),
  {
    id: 'diagonal-down',
    kind: 'diagonal',
    label: 'Top-Left Diagonal',
    positions: range(BINGO_GRID_SIZE, (offset) => offset * (BINGO_GRID_SIZE + 1)),
  },
  {
    id: 'diagonal-up',
    kind: 'diagonal',
    label: 'Top-Right Diagonal',
    positions: range(BINGO_GRID_SIZE, (offset) => (offset + 1) * (BINGO_GRID_SIZE - 1)),
  },
];

/** True for an integer position on the grid (0-24). */
export function isBingoCellPosition(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < BINGO_CELL_COUNT;
}

/** The lines whose five positions are all completed, in the order rows, columns, diagonals. */
export function completedLines(completedCells: Iterable<number>): BingoLine[] {
  const done = new Set(completedCells);
  return BINGO_LINES.filter((line) => line.positions.every((position) => done.has(position)));
}

/** Full-board mastery: every cell of the board completed, and the board has at least one cell. */
export function isBingoMastery(completedCells: Iterable<number>, cellPositions: readonly number[]): boolean {
  if (cellPositions.length === 0) return false;
  const done = new Set(completedCells);
  return cellPositions.every((position) => done.has(position));
}

/** Percent complete = completed / total cells, rounded (0 for an empty board). */
export function percentComplete(completedCount: number, totalCells: number): number {
  if (totalCells <= 0) return 0;
  return Math.round((Math.min(completedCount, totalCells) / totalCells) * 100);
}

/** Adds a completed position (a set: completing twice changes nothing), sorted ascending. */
export function withCompletedCell(completedCells: readonly number[], position: number): number[] {
  return [...new Set([...completedCells, position])].sort((a, b) => a - b);
}

/** The difficulty a board is shown with: its own, or gentle when it has none. */
export function boardDifficulty(difficulty: string | undefined | null): string {
  return difficulty ? difficulty : DEFAULT_BINGO_DIFFICULTY;
}
