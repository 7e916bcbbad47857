import { CompleteBingoCellHandler } from './commands/complete-bingo-cell.handler';
import { ResetBingoBoardHandler } from './commands/reset-bingo-board.handler';
import { GetBingoBoardsHandler } from './queries/get-bingo-boards.handler';
import { GetBingoCellsHandler } from './queries/get-bingo-cells.handler';
import { GetBingoProgressHandler } from './queries/get-bingo-progress.handler';

export const BINGO_HANDLERS = [GetBingoBoardsHandler, GetBingoCellsHandler, GetBingoProgressHandler, CompleteBingoCellHandler, ResetBingoBoardHandler];
