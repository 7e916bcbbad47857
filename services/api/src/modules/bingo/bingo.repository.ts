import { Inject, Injectable } from '@nestjs/common';
import type { SessionId } from '@renewed/contracts';
import type { Connection, Model } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { MONGO_CONNECTION } from '../../infrastructure/database/database.module';
import { BINGO_PROGRESS_COLLECTION, buildBingoProgressSchema } from './bingo.schema';

/** One visitor's progress on one board, as the privacy export shows it. */
export type StoredBingoProgress = {
  sessionId: SessionId;
  boardId: string;
  completedCells: number[];
  createdAt: Date;
  updatedAt: Date;
};

type BingoProgressDocument = Omit<StoredBingoProgress, 'sessionId'> & { sessionId: string };

function sortedPositions(positions: readonly number[] | undefined): number[] {
  return [...(positions ?? [])].sort((a, b) => a - b);
}

@Injectable()
export class BingoRepository {
  private readonly progress: Model<BingoProgressDocument>;

  constructor(@Inject(MONGO_CONNECTION) connection: Connection, @Inject(APP_CONFIG) config: AppConfig) {
    this.progress = connection.model<BingoProgressDocument>(
      BINGO_PROGRESS_COLLECTION,
      buildBingoProgressSchema(config.retentionSeconds),
    );
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
   * position exactly once. Two first upserts that race meet on the unique index; the filter is
   * exactly that index's fields, so MongoDB 7 retries the loser itself as an update
   * (docs/privacy-under-faults.md, "Upserts that race").
   * Resolves with the completed positions after the update, ascending.
   */
  async completeCell(sessionId: SessionId, boardId: string, position: number, now: Date): Promise<number[]> {
    const document = await this.progress
      .findOneAndUpdate(
        { sessionId, boardId },
        { $addToSet: { completedCells: position }, $set: { updatedAt: now }, $setOnInsert: { createdAt: now } },
        { upsert: true, returnDocument: 'after', projection: { completedCells: 1 }, setDefaultsOnInsert: false },
      )
      .lean<Pick<BingoProgressDocument, 'completedCells'>>()
      .exec();
    return sortedPositions(document?.completedCells);
  }

  /** Removes the session's progress on one board (New Board); other boards and sessions keep theirs. */
  async deleteBoardProgress(sessionId: SessionId, boardId: string): Promise<void> {
    await this.progress.deleteOne({ sessionId, boardId }).exec();
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
}
