import { BINGO_BOARDS } from './bingo-boards';

describe('bingo board content', () => {
  it('has a board for each theme with gentle, moderate and challenging difficulty', () => {
    expect(BINGO_BOARDS.map((board) => board.theme)).toEqual(expect.arrayContaining(['daily', 'weekly', 'monthly', 'seasonal']));
    expect(new Set(BINGO_BOARDS.map((board) => board.difficulty))).toEqual(new Set(['gentle', 'moderate', 'challenging']));
    expect(new Set(BINGO_BOARDS.map((board) => board.id)).size).toBe(BINGO_BOARDS.length);
    for (const board of BINGO_BOARDS) expect(board.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it.each(BINGO_BOARDS.map((board) => [board.name, board] as const))(
    '%s has 25 cells at positions 0-24, row by row',
    (_name, board) => {
      expect(board.cells.map((cell) => cell.position)).toEqual(Array.from({ length: 25 }, (_unused, index) => index));
      expect(new Set(board.cells.map((cell) => cell.activity)).size).toBe(25);
    },
  );

  it.each(BINGO_BOARDS.map((board) => [board.name, board] as const))(
    '%s spreads its cells over the five categories',
    (_name, board) => {
      const perCategory = new Map<string, number>();
      for (const cell of board.cells) perCategory.set(cell.category, (perCategory.get(cell.category) ?? 0) + 1);
      expect([...perCategory.keys()].sort()).toEqual(['connection', 'creativity', 'mindfulness', 'movement', 'nourishment']);
      for (const count of perCategory.values()) expect(count).toBe(5);
    },
  );

  it.each(BINGO_BOARDS.map((board) => [board.name, board] as const))(
    '%s has estimated times and a few special cells with reward messages',
    (_name, board) => {
      for (const cell of board.cells) {
        expect(Number.isInteger(cell.estimatedTime) && (cell.estimatedTime ?? 0) > 0).toBe(true);
        expect(cell.activity.length).toBeLessThanOrEqual(45);
        // A reward message belongs to a special cell, and every special cell has one.
        expect(Boolean(cell.rewardMessage)).toBe(cell.isSpecial);
      }
      const special = board.cells.filter((cell) => cell.isSpecial).length;
      expect(special).toBeGreaterThanOrEqual(1);
      expect(special).toBeLessThanOrEqual(5);
    },
  );
});
