import { Inject, Injectable } from '@nestjs/common';
import type { BingoBoardDto, BingoCellDto, SessionId } from '@renewed/contracts';
import type { Connection, Model } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { MONGO_CONNECTION } from '../../infrastructure/database/database.module';
import { BINGO_BOARDS_COLLECTION, BINGO_PROGRESS_COLLECTION, bingoBoardSchema, buildBingoProgressSchema } from './bingo.schema';

/** A board of the catalogue with its cells (ordered by position). */
export type StoredBingoBoard = BingoBoardDto & { cells: BingoCellDto[] };

/** One visitor's progress on one board, as the privacy export shows it. */
export type StoredBingoProgress = {
  sessionId: SessionId;
  boardId: string;
  completedCells: number[];
  createdAt: Date;
  updatedAt: Date;
};

type BingoBoardDocument = Omit<StoredBingoBoard, 'id'> & { _id: string; order: number };
type BingoProgressDocument = Omit<StoredBingoProgress, 'sessionId'> & { sessionId: string };

/** MongoDB's duplicate key error: two first upserts of one (session, board) raced on the unique index. */
const DUPLICATE_KEY = 11000;

function sortedPositions(positions: readonly number[] | undefined): number[] {
  return [...(positions ?? [])].sort((a, b) => a - b);
}

function withoutUndefined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined && field !== null)) as T;
}

@Injectable()
export class BingoRepository {
  private readonly boards: Model<BingoBoardDocument>;
  private readonly progress: Model<BingoProgressDocument>;

  constructor(@Inject(MONGO_CONNECTION) connection: Connection, @Inject(APP_CONFIG) config: AppConfig) {
    this.boards = connection.model<BingoBoardDocument>(BINGO_BOARDS_COLLECTION, bingoBoardSchema);
    this.progress = connection.model<BingoProgressDocument>(
      BINGO_PROGRESS_COLLECTION,
      buildBingoProgressSchema(config.retentionSeconds),
    );
  }

  /**
   * Idempotent: replaces each board by id and removes boards no longer in the catalogue, so a
   * second boot changes nothing. (Progress on a removed board simply expires by TTL.)
   */
  async replaceCatalogue(boards: readonly StoredBingoBoard[]): Promise<void> {
    await this.boards.bulkWrite(
      boards.map(({ id, ...board }, order) => ({
        replaceOne: { filter: { _id: id }, replacement: { _id: id, order, ...board }, upsert: true },
      })),
      { ordered: true },
    );
    await this.boards.deleteMany({ _id: { $nin: boards.map((board) => board.id) } }).exec();
  }

  async findBoards(): Promise<StoredBingoBoard[]> {
    const documents = await this.boards.find().sort({ order: 1 }).lean<BingoBoardDocument[]>().exec();
    return documents.map(({ _id, order: _order, cells, ...board }) => ({
      id: _id,
      ...board,
      cells: [...cells].sort((a, b) => a.position - b.position).map((cell) => withoutUndefined(cell)),
    }));
  }

  async findCompletedCells(sessionId: SessionId, boardId: string): Promise<number[]> {
    const document = await this.progress
      .findOne({ sessionId, boardId }, { completedCells: 1 })
      .lean<Pick<BingoProgressDocument, 'completedCells'>>()
      .exec();
    return sortedPositions(document?.completedCells);
  }

  /**
   * Completes a cell in ONE atomic update: a set-add ($addToSet) on the (session, board) document,
   * created on first use (upsert). Completing a cell twice, or many cells at once, stores each
   * position exactly once. The unique index turns a race between two first upserts into a
   * duplicate key error for one of them; that one is retried once and then finds the document.
   * Resolves with the completed positions after the update, ascending.
   */
  async completeCell(sessionId: SessionId, boardId: string, position: number, now: Date): Promise<number[]> {
    const update = () =>
      this.progress
        .findOneAndUpdate(
          { sessionId, boardId },
          { $addToSet: { completedCells: position }, $set: { updatedAt: now }, $setOnInsert: { createdAt: now } },
          { upsert: true, returnDocument: 'after', projection: { completedCells: 1 }, setDefaultsOnInsert: false },
        )
        .lean<Pick<BingoProgressDocument, 'completedCells'>>()
        .exec();
    let document: Pick<BingoProgressDocument, 'completedCells'> | null;
    try {
      document = await update();
    } catch (error) {
      if ((error as { code?: unknown }).code !== DUPLICATE_KEY) throw error;
      document = await update();
    }
    return sortedPositions(document?.completedCells);
  }

  countBySession(sessionId: SessionId): Promise<number> {
    return this.progress.countDocuments({ sessionId }).exec();
  }

  async findBySession(sessionId: SessionId): Promise<StoredBingoProgress[]> {
    const documents = await this.progress
      .find({ sessionId }, { _id: 0 })
      .sort({ boardId: 1 })
      .lean<BingoProgressDocument[]>()
      .exec();
    return documents.map((document) => ({
      sessionId: document.sessionId as SessionId,
      boardId: document.boardId,
      completedCells: sortedPositions(document.completedCells),
      createdAt: document.createdAt,
      updatedAt: document.updatedAt,
    }));
  }

  async deleteBySession(sessionId: SessionId): Promise<number> {
    return (await this.progress.deleteMany({ sessionId }).exec()).deletedCount;
  }
}
