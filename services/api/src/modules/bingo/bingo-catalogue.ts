import { Injectable } from '@nestjs/common';
import type { BingoBoardDto, BingoCellDto } from '@renewed/contracts';
import { DomainException } from '../../common/domain-exception';
import { LoadOnce } from '../../common/load-once';
import { BingoRepository, type StoredBingoBoard } from './bingo.repository';

type Catalogue = { boards: BingoBoardDto[]; byId: Map<string, StoredBingoBoard> };

/**
 * The bingo catalogue changes only when the app is redeployed (it is seeded at boot), so it is
 * read from MongoDB once per process and then served from memory. Shared by the query handlers
 * (boards, cells) and the progress handlers (which must refuse unknown boards and positions).
 */
@Injectable()
export class BingoCatalogue {
  private readonly catalogue = new LoadOnce<Catalogue>(async () => {
    const boards = await this.repository.findBoards();
    return {
      boards: boards.map(({ cells: _cells, ...board }) => board),
      byId: new Map(boards.map((board) => [board.id, board])),
    };
  });

  constructor(private readonly repository: BingoRepository) {}

  async boards(): Promise<BingoBoardDto[]> {
    return (await this.catalogue.get()).boards;
  }

  /** The board with its cells, or NOT_FOUND. */
  async requireBoard(boardId: string): Promise<StoredBingoBoard> {
    const board = (await this.catalogue.get()).byId.get(boardId);
    if (!board) throw new DomainException('NOT_FOUND', `There is no bingo board "${boardId}"`);
    return board;
  }

  async requireCell(boardId: string, position: number): Promise<BingoCellDto> {
    const cell = (await this.requireBoard(boardId)).cells.find((candidate) => candidate.position === position);
    if (!cell) throw new DomainException('NOT_FOUND', `Bingo board "${boardId}" has no cell at position ${position}`);
    return cell;
  }
}
