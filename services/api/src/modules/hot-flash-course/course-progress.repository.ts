import { Inject, Injectable } from '@nestjs/common';
import type { CourseProgressUpdate, SessionId } from '@renewed/contracts';
import type { Connection, Model } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { MONGO_CONNECTION } from '../../infrastructure/database/database.module';
import { buildCourseProgressSchema, COURSE_PROGRESS_COLLECTION } from './hot-flash-course.schema';

export type StoredCourseProgress = CourseProgressUpdate & { sessionId: SessionId; startedAt: Date; updatedAt: Date };
type ProgressDocument = Omit<StoredCourseProgress, 'sessionId'> & { sessionId: string };

const DUPLICATE_KEY = 11000;
const FIELDS = { _id: 0, sessionId: 1, week: 1, step: 1, paused: 1, finished: 1, startedAt: 1, updatedAt: 1 };

@Injectable()
export class CourseProgressRepository {
  private readonly model: Model<ProgressDocument>;

  constructor(@Inject(MONGO_CONNECTION) connection: Connection, @Inject(APP_CONFIG) config: AppConfig) {
    this.model = connection.model<ProgressDocument>(
      COURSE_PROGRESS_COLLECTION,
      buildCourseProgressSchema(config.retentionSeconds),
    );
  }

  async find(sessionId: SessionId): Promise<StoredCourseProgress | null> {
    return this.model.findOne({ sessionId }, FIELDS).lean<StoredCourseProgress>().exec();
  }

  /**
   * Sets her place in one atomic upsert. Restarting (week 1, step 0, not finished) starts the clock
   * again; any other change keeps the first start date. A race between two first upserts loses one
   * to the unique index, which is retried once.
   */
  async set(sessionId: SessionId, update: CourseProgressUpdate, now: Date): Promise<StoredCourseProgress> {
    const restart = update.week === 1 && update.step === 0 && !update.finished;
    const write = () =>
      this.model
        .findOneAndUpdate(
          { sessionId },
          restart
            ? { $set: { ...update, updatedAt: now, startedAt: now } }
            : { $set: { ...update, updatedAt: now }, $setOnInsert: { startedAt: now } },
          { upsert: true, returnDocument: 'after', projection: FIELDS },
        )
        .lean<StoredCourseProgress>()
        .exec();
    try {
      return (await write())!;
    } catch (error) {
      if ((error as { code?: unknown }).code !== DUPLICATE_KEY) throw error;
      return (await write())!;
    }
  }

  countBySession(sessionId: SessionId): Promise<number> {
    return this.model.countDocuments({ sessionId }).exec();
  }

  async findBySession(sessionId: SessionId): Promise<StoredCourseProgress[]> {
    return this.model.find({ sessionId }, FIELDS).lean<StoredCourseProgress[]>().exec();
  }

  async deleteBySession(sessionId: SessionId): Promise<number> {
    return (await this.model.deleteMany({ sessionId }).exec()).deletedCount;
  }
}
