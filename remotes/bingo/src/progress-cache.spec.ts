import { mergeServerProgress, optimisticallyComplete, pendingTicks, revertCompletion } from './progress-cache';

describe('bingo progress cache', () => {
  it('completes a cell at once, as a sorted set', () => {
    expect(optimisticallyComplete(undefined, 4)).toEqual({ completedCells: [4] });
    expect(optimisticallyComplete({ completedCells: [1, 7] }, 3)).toEqual({ completedCells: [1, 3, 7] });
    expect(optimisticallyComplete({ completedCells: [3] }, 3)).toEqual({ completedCells: [3] });
  });

  it('rolls back only the refused cell, keeping cells completed meanwhile', () => {
    expect(revertCompletion({ completedCells: [1, 3, 7] }, 3, false)).toEqual({ completedCells: [1, 7] });
    expect(revertCompletion({ completedCells: [1, 3] }, 3, true)).toEqual({ completedCells: [1, 3] });
    expect(revertCompletion(undefined, 3, false)).toBeUndefined();
  });

  it("merges the server's progress with optimistic cells still in flight", () => {
    expect(mergeServerProgress({ completedCells: [2, 5] }, { completedCells: [0, 2] })).toEqual({ completedCells: [0, 2, 5] });
    expect(mergeServerProgress(undefined, { completedCells: [9, 1] })).toEqual({ completedCells: [1, 9] });
  });

  it('finds the cells ticked offline on this board only', () => {
    const progressUrl = '/api/bingo/progress/daily-1';
    const pending = [
      { method: 'POST', url: `${progressUrl}/7`, label: 'Bingo square' },
      { method: 'POST', url: `${progressUrl}/12`, label: 'Bingo square' },
      { method: 'POST', url: '/api/bingo/progress/weekly-1/3', label: 'Bingo square' },
      { method: 'POST', url: '/api/symptoms/log', label: 'Hot flash log' },
    ];
    expect(pendingTicks(pending, progressUrl)).toEqual([7, 12]);
    expect(pendingTicks([], progressUrl)).toEqual([]);
  });
});
