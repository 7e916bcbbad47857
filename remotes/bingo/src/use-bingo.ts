import { apiRoute, apiUrl } from '@renewed/contracts/api-paths';
import type { BingoBoardDto, BingoCellDto, BingoProgressDto } from '@renewed/contracts/bingo';
import { apiGet, apiSend, isSavedOnDevice, SAVED_ON_DEVICE_MESSAGE, toast, usePendingWrites } from '@renewed/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { mergeServerProgress, optimisticallyComplete, pendingTicks, revertCompletion } from './progress-cache';

/** Query keys are the URLs (from the contract's paths); the default loader GETs them. */
export const BOARDS_KEY = [apiUrl('bingoBoards')] as const;
export const cellsKey = (boardId: string) => [apiUrl('bingoCells', { boardId })] as const;
/** Progress is per visitor: the session is part of the key (not of the URL, which is logged). */
export const progressKey = (sessionId: string, boardId: string) => [apiUrl('bingoProgress', { boardId }), sessionId] as const;

export function useBingoBoards() {
  return useQuery<BingoBoardDto[]>({ queryKey: BOARDS_KEY });
}

export function useBingoCells(boardId: string) {
  return useQuery<BingoCellDto[]>({ queryKey: cellsKey(boardId) });
}

/** The session's progress on a board, with the cells ticked offline that still wait on this device. */
export function useBingoProgress(sessionId: string, boardId: string) {
  const pending = usePendingWrites();
  const waiting = useMemo(() => pendingTicks(pending, apiUrl('bingoProgress', { boardId })), [pending, boardId]);
  const select = useCallback(
    (progress: BingoProgressDto) => waiting.reduce<BingoProgressDto>((merged, position) => optimisticallyComplete(merged, position), progress),
    [waiting],
  );
  return useQuery<BingoProgressDto, Error, BingoProgressDto>({
    queryKey: progressKey(sessionId, boardId),
    queryFn: () => apiGet<BingoProgressDto>(apiUrl('bingoProgress', { boardId })),
    select,
  });
}

/**
 * New Board: the server clears this session's ticks on this board only (the session id stays, so
 * logs, check-ins and other boards are untouched); the board then shows empty.
 */
export function useResetBingoBoard(sessionId: string, boardId: string) {
  const queryClient = useQueryClient();
  const key = progressKey(sessionId, boardId);
  return useMutation<BingoProgressDto, Error, void>({
    mutationFn: () => apiSend<BingoProgressDto>(apiRoute('resetBingoBoard', { boardId })),
    onSuccess: (server) => {
      queryClient.setQueryData<BingoProgressDto>(key, server);
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Could not start a new board',
        description: `Your ticks are unchanged. Please try again in a moment. (${error.message})`,
      }),
  });
}

/**
 * Completing a cell: shown completed at once (optimistic), confirmed by the server's progress, or
 * rolled back with a destructive toast when the server refuses. `onRefused` lets the screen undo
 * its own side effects (the reward overlay).
 */
export function useCompleteBingoCell(sessionId: string, boardId: string, onRefused?: (cell: BingoCellDto) => void) {
  const queryClient = useQueryClient();
  const key = progressKey(sessionId, boardId);
  return useMutation<BingoProgressDto, Error, BingoCellDto, { wasCompleted: boolean }>({
    mutationFn: (cell) => apiSend<BingoProgressDto>(apiRoute('completeBingoCell', { boardId, cellPosition: cell.position })),
    onMutate: async (cell) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<BingoProgressDto>(key);
      queryClient.setQueryData<BingoProgressDto>(key, optimisticallyComplete(previous, cell.position));
      return { wasCompleted: previous?.completedCells.includes(cell.position) ?? false };
    },
    onSuccess: (server) => {
      queryClient.setQueryData<BingoProgressDto>(key, (current) => mergeServerProgress(current, server));
    },
    onError: (error, cell, context) => {
      if (isSavedOnDevice(error)) {
        // Offline: the tick stays; it waits on this device and is sent when the connection returns.
        toast({ title: 'Square ticked', description: SAVED_ON_DEVICE_MESSAGE });
        return;
      }
      queryClient.setQueryData<BingoProgressDto>(key, (current) =>
        revertCompletion(current, cell.position, context?.wasCompleted ?? false),
      );
      onRefused?.(cell);
      toast({
        variant: 'destructive',
        title: 'Failed to complete cell',
        description: `We couldn't save "${cell.activity}" just now, so it isn't ticked yet. Please try again in a moment.`,
      });
    },
  });
}
