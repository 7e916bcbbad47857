import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { BINGO_BOARDS, type BingoBoardSeed } from '@renewed/content';
import type { StoredBingoBoard } from './bingo.repository';
import { BingoRepository } from './bingo.repository';

/** A catalogue board as stored: cell ids are `<board id>-<position>`, stable across boots. */
export function toStoredBoard({ cells, ...board }: BingoBoardSeed): StoredBingoBoard {
  return { ...board, cells: cells.map((cell) => ({ id: `${board.id}-${cell.position}`, ...cell })) };
}

/** Seeds the bingo boards from libs/content at every boot (idempotent replaces by id). */
@Injectable()
export class BingoSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('BingoSeeder');

  constructor(private readonly repository: BingoRepository) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.repository.replaceCatalogue(BINGO_BOARDS.map(toStoredBoard));
    this.logger.log(`seeded ${BINGO_BOARDS.length} bingo boards`);
  }
}
