import type { BingoBoardDto } from '@renewed/contracts/bingo';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BoardList } from './board-list';
import { BoardView } from './board-view';
import { useBingoBoards } from './use-bingo';

/** The URL query parameter holding the open board, so reload and the browser's Back keep the place. */
export const BOARD_PARAM = 'board';

/** List of boards, or one board (spec "Bingo": list to board detail and back). */
export function BingoScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const boardId = searchParams.get(BOARD_PARAM);
  const boards = useBingoBoards();
  const board = boardId ? boards.data?.find((candidate) => candidate.id === boardId) : undefined;
  const lastOpened = useRef<string | null>(null);

  const open = useCallback((chosen: BingoBoardDto) => setSearchParams({ [BOARD_PARAM]: chosen.id }), [setSearchParams]);
  const back = useCallback(() => setSearchParams({}), [setSearchParams]);

  // Back on the list, keyboard focus returns to the board the visitor came from.
  useEffect(() => {
    if (board) {
      lastOpened.current = board.id;
      return;
    }
    if (!lastOpened.current) return;
    const button = document.querySelector<HTMLButtonElement>(
      `[data-renewed-remote="bingo"] button[data-board-id="${lastOpened.current}"]`,
    );
    if (!button) return;
    button.focus();
    lastOpened.current = null;
  }, [board, boards.data]);

  if (board) return <BoardView key={board.id} board={board} onBack={back} />;
  const notice =
    boardId && boards.isSuccess ? "That board isn't available any more, so here are the boards you can play." : undefined;
  return <BoardList onOpen={open} notice={notice} />;
}
