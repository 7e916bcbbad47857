import { Injectable } from '@nestjs/common';
import { BINGO_BOARDS, type BingoBoardSeed } from '@renewed/content';
import type { BingoBoardDto, BingoCellDto } from '@renewed/contracts';
import { cachedJsonOnce } from '../../common/cached-json';
import { DomainException } from '../../common/domain-exception';

/** A board of the catalogue with its cells (ordered by position). */
export type CatalogueBoard = BingoBoardDto & { cells: BingoCellDto[] };

/** A content board as the contract's shape: cell ids are `<board id>-<position>`, stable across builds. */
export function toCatalogueBoard({ cells, ...board }: BingoBoardSeed): CatalogueBoard {
  return {
    ...board,
    cells: [...cells]
      .sort((a, b) => a.position - b.position)
      .map((cell) => ({ id: `${board.id}-${cell.position}`, ...cell })),
  };
}

/**
 * The bingo boards, built once from the content files that ship with this build and served from
 * memory (docs/architecture.md, "Static content"). Shared by the query handlers (boards, cells) and
 * the progress handlers, which must refuse unknown boards and positions.
 */
@Injectable()
export class BingoCatalogue {
  private readonly byId = new Map(BINGO_BOARDS.map((seed) => [seed.id, toCatalogueBoard(seed)]));
  private readonly boardList: BingoBoardDto[] = [...this.byId.values()].map(({ cells: _cells, ...board }) => board);

  boards(): BingoBoardDto[] {
    return this.boardList;
  }

  /** The board list as a prebuilt answer (docs/architecture.md, "Performance"). */
  readonly boardsJson = cachedJsonOnce(() => this.boardList);

  /** The board with its cells, or NOT_FOUND. */
  requireBoard(boardId: string): CatalogueBoard {
    const board = this.byId.get(boardId);
    if (!board) throw new DomainException('NOT_FOUND', `There is no bingo board "${boardId}"`);
    return board;
  }

  requireCell(boardId: string, position: number): BingoCellDto {
    const cell = this.requireBoard(boardId).cells.find((candidate) => candidate.position === position);
    if (!cell) throw new DomainException('NOT_FOUND', `Bingo board "${boardId}" has no cell at position ${position}`);
    return cell;
  }
}
