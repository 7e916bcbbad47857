import { Inject, Injectable } from '@nestjs/common';
import type { SessionId } from '@renewed/contracts';
import type { Connection, Model, UpdateQuery } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { MONGO_CONNECTION } from '../../infrastructure/database/database.module';
import { buildEducationProgressSchema, EDUCATION_PROGRESS_COLLECTION } from './education.schema';

type ProgressDocument = {
  sessionId: string;
  moduleId: string;
  progressPercentage: number;
  completed: boolean;
  completedAt?: Date;
  startedAt: Date;
  updatedAt: Date;
};

/** A session's reading progress on one module, as stored. */
export type StoredReadingProgress = {
  sessionId: SessionId;
  moduleId: string;
  progressPercentage: number;
  completed: boolean;
  completedAt: Date | null;
  startedAt: Date;
  updatedAt: Date;
};

/**
 * What a progress report does to the stored record. `advance` never lowers the stored value;
 * `complete` sets 100 and stamps the first completion; `reset` is the only way back.
 */
export type ReadingProgressChange =
  { kind: 'advance'; progress: number } | { kind: 'complete' } | { kind: 'reset'; progress: number };

@Injectable()
export class EducationRepository {
  private readonly progress: Model<ProgressDocument>;

  constructor(@Inject(MONGO_CONNECTION) connection: Connection, @Inject(APP_CONFIG) config: AppConfig) {
    this.progress = connection.model<ProgressDocument>(
      EDUCATION_PROGRESS_COLLECTION,
      buildEducationProgressSchema(config.retentionSeconds),
    );
  }

  async findBySession(sessionId: SessionId): Promise<StoredReadingProgress[]> {
    const documents = await this.progress.find({ sessionId }).sort({ updatedAt: -1 }).lean<ProgressDocument[]>().exec();
    return documents.map(toStored);
  }

  /**
   * One atomic upsert: monotonic progress is `$max`, so concurrent reports never lower it. Two
   * first reports at once meet on the unique (session, module) index, which is exactly the filter,
   * so MongoDB retries the loser itself as an update (docs/privacy-under-faults.md, "Upserts that race").
   */
  async applyProgress(
    sessionId: SessionId,
    moduleId: string,
    change: ReadingProgressChange,
    now: Date,
  ): Promise<StoredReadingProgress> {
    const document = await this.progress
      .findOneAndUpdate({ sessionId, moduleId }, progressUpdate(change, now), { upsert: true, new: true })
      .lean<ProgressDocument>()
      .exec();
    return toStored(document!);
  }
}

function progressUpdate(change: ReadingProgressChange, now: Date): UpdateQuery<ProgressDocument> {
  switch (change.kind) {
    case 'advance':
      return {
        $max: { progressPercentage: change.progress },
        $set: { updatedAt: now },
        $setOnInsert: { completed: false, startedAt: now },
      };
    case 'complete':
      // $min keeps the first completion time; on a record without one it sets `now`.
      return {
        $set: { progressPercentage: 100, completed: true, updatedAt: now },
        $min: { completedAt: now },
        $setOnInsert: { startedAt: now },
      };
    case 'reset':
      return {
        $set: { progressPercentage: change.progress, completed: false, updatedAt: now },
        $unset: { completedAt: '' },
        $setOnInsert: { startedAt: now },
      };
    default: {
      const unreachable: never = change;
      return unreachable;
    }
  }
}

function toStored(document: ProgressDocument): StoredReadingProgress {
  return {
    sessionId: document.sessionId as SessionId,
    moduleId: document.moduleId,
    progressPercentage: document.progressPercentage,
    completed: document.completed,
    completedAt: document.completedAt ?? null,
    startedAt: document.startedAt,
    updatedAt: document.updatedAt,
  };
}
