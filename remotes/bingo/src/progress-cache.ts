import { withCompletedCell } from '@renewed/contracts/bingo-rules';
import type { BingoProgressDto } from '@renewed/contracts/bingo';

/**
 * How the cached progress of a board changes around a completion (optimistic UI). Completion is
 * a set-add that never goes back, so merging is a union and a rollback removes only the refused
 * cell, leaving other completions made meanwhile in place.
 */

export function optimisticallyComplete(progress: BingoProgressDto | undefined, position: number): BingoProgressDto {
  return { completedCells: withCompletedCell(progress?.completedCells ?? [], position) };
}

/** The server refused: drop the cell again unless it was already completed before this tap. */
export function revertCompletion(
  progress: BingoProgressDto | undefined,
  position: number,
  wasCompleted: boolean,
): BingoProgressDto | undefined {
  if (!progress || wasCompleted) return progress;
  return { completedCells: progress.completedCells.filter((completed) => completed !== position) };
}

/** The server's answer is the truth so far; cells completed optimistically since stay until theirs arrives. */
export function mergeServerProgress(progress: BingoProgressDto | undefined, server: BingoProgressDto): BingoProgressDto {
  return { completedCells: [...new Set([...(progress?.completedCells ?? []), ...server.completedCells])].sort((a, b) => a - b) };
}

/**
 * Cells ticked while offline and still waiting on this device to be sent (docs/offline.md): the
 * positions of the waiting writes that complete a cell of the board whose progress URL is given.
 */
export function pendingTicks(pending: ReadonlyArray<{ method: string; url: string }>, progressUrl: string): number[] {
  return pending
    .filter((write) => write.method === 'POST' && write.url.startsWith(`${progressUrl}/`))
    .map((write) => Number(write.url.slice(progressUrl.length + 1)))
    .filter((position) => Number.isInteger(position) && position >= 0);
}
