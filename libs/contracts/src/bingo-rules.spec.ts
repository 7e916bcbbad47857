import {
  BINGO_CELL_COUNT,
  BINGO_LINES,
  boardDifficulty,
  completedLines,
  isBingoCellPosition,
  isBingoMastery,
  percentComplete,
  withCompletedCell,
} from './bingo-rules';
import { bingoCellPathSchema, bingoProgressPathSchema } from './bingo';

const ALL_POSITIONS = Array.from({ length: BINGO_CELL_COUNT }, (_unused, index) => index);

function labels(completed: number[]): string[] {
  return completedLines(completed).map((line) => line.label);
}

describe('bingo lines (docs/product.md, "Bingo")', () => {
  it('has exactly the 12 lines of a 5x5 grid with the documented positions', () => {
    expect(BINGO_LINES.map((line) => [line.label, line.positions])).toEqual([
      ['Row 1', [0, 1, 2, 3, 4]],
      ['Row 2', [5, 6, 7, 8, 9]],
      ['Row 3', [10, 11, 12, 13, 14]],
      ['Row 4', [15, 16, 17, 18, 19]],
      ['Row 5', [20, 21, 22, 23, 24]],
      ['Column 1', [0, 5, 10, 15, 20]],
      ['Column 2', [1, 6, 11, 16, 21]],
      ['Column 3', [2, 7, 12, 17, 22]],
      ['Column 4', [3, 8, 13, 18, 23]],
      ['Column 5', [4, 9, 14, 19, 24]],
      ['Top-Left Diagonal', [0, 6, 12, 18, 24]],
      ['Top-Right Diagonal', [4, 8, 12, 16, 20]],
    ]);
  });

  it.each(BINGO_LINES.map((line) => [line.label, line] as const))(
    'detects %s alone when exactly its cells are done',
    (_label, line) => {
      expect(labels([...line.positions])).toEqual([line.label]);
    },
  );

  it.each(BINGO_LINES.map((line) => [line.label, line] as const))(
    'does not count %s with one of its cells missing',
    (_label, line) => {
      for (const missing of line.positions) {
        const others = line.positions.filter((position) => position !== missing);
        expect(labels(others)).toEqual([]);
      }
    },
  );

  it('finds several lines at once, in row, column, diagonal order', () => {
    // Row 1 + Column 1 + the top-left diagonal share cell 0.
    expect(labels([0, 1, 2, 3, 4, 5, 10, 15, 20, 6, 12, 18, 24])).toEqual(['Row 1', 'Column 1', 'Top-Left Diagonal']);
  });

  it('ignores duplicate and out-of-grid positions', () => {
    expect(labels([0, 0, 1, 2, 3, 4, 25, -1])).toEqual(['Row 1']);
  });

  it('finds all 12 lines on a full board and none on an empty one', () => {
    expect(completedLines(ALL_POSITIONS)).toHaveLength(12);
    expect(completedLines([])).toEqual([]);
  });
});

describe('bingo mastery', () => {
  it('is reached only when every cell of the board is completed', () => {
    expect(isBingoMastery(ALL_POSITIONS, ALL_POSITIONS)).toBe(true);
    expect(isBingoMastery(ALL_POSITIONS.slice(1), ALL_POSITIONS)).toBe(false);
    expect(isBingoMastery([], ALL_POSITIONS)).toBe(false);
  });

  it('needs at least one cell on the board', () => {
    expect(isBingoMastery([], [])).toBe(false);
    expect(isBingoMastery([3], [3])).toBe(true);
  });
});

describe('percent complete = completed / total cells, rounded', () => {
  it.each([
    [0, 25, 0],
    [1, 25, 4],
    [5, 25, 20],
    [13, 25, 52],
    [25, 25, 100],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13],
    [0, 0, 0],
    [30, 25, 100],
  ])('%i of %i is %i%%', (completed, total, expected) => {
    expect(percentComplete(completed, total)).toBe(expected);
  });
});

describe('cell positions and completion as a set', () => {
  it('accepts whole numbers 0-24 only', () => {
    for (const position of ALL_POSITIONS) expect(isBingoCellPosition(position)).toBe(true);
    for (const bad of [-1, 25, 1.5, Number.NaN, '3', null]) expect(isBingoCellPosition(bad)).toBe(false);
  });

  it('adds a completed cell once and keeps positions sorted', () => {
    expect(withCompletedCell([4, 1], 2)).toEqual([1, 2, 4]);
    expect(withCompletedCell([1, 2], 2)).toEqual([1, 2]);
  });

  it('shows boards without a difficulty as gentle', () => {
    expect(boardDifficulty(undefined)).toBe('gentle');
    expect(boardDifficulty('')).toBe('gentle');
    expect(boardDifficulty('challenging')).toBe('challenging');
  });
});

describe('bingo path contracts', () => {
  it('parses a valid completion path, with the position as a number', () => {
    expect(bingoCellPathSchema.parse({ boardId: 'daily-gentle-reset', cellPosition: '24' })).toEqual({
      boardId: 'daily-gentle-reset',
      cellPosition: 24,
    });
  });

  it.each(['25', '-1', 'x', '1.5', '', '007', ' 3', '1e1'])('refuses cell position %j', (cellPosition) => {
    expect(bingoCellPathSchema.safeParse({ boardId: 'daily-gentle-reset', cellPosition }).success).toBe(false);
  });

  it('refuses malformed board ids', () => {
    expect(bingoProgressPathSchema.safeParse({ boardId: 'daily-gentle-reset' }).success).toBe(true);
    expect(bingoProgressPathSchema.safeParse({ boardId: 'Daily Gentle Reset' }).success).toBe(false);
    expect(bingoProgressPathSchema.safeParse({ boardId: '../etc' }).success).toBe(false);
  });
});
