import { Inject, Injectable } from '@nestjs/common';
import type { SessionId } from '@renewed/contracts';
import type { Connection, Model } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { MONGO_CONNECTION } from '../../infrastructure/database/database.module';
import { buildCourseEntrySchema, COURSE_ENTRIES_COLLECTION } from './hot-flash-course.schema';

export type StoredCourseEntry = { id: string; sessionId: SessionId; week: number; createdAt: Date } & (
  | { kind: 'worksheet'; stepId: string; answers: Record<string, string> }
  | { kind: 'check'; problemRating: number; frequencyPerWeek: number }
);

type EntryDocument = {
  _id: string;
  sessionId: string;
  kind: 'worksheet' | 'check';
  week: number;
  stepId?: string;
  answers?: Record<string, string>;
  problemRating?: number;
  frequencyPerWeek?: number;
  createdAt: Date;
};

/** Most entries read for one course view (four weeks of worksheets and checks is a handful). */
export const COURSE_ENTRIES_MAX = 200;

@Injectable()
export class CourseEntriesRepository {
  private readonly model: Model<EntryDocument>;

  constructor(@Inject(MONGO_CONNECTION) connection: Connection, @Inject(APP_CONFIG) config: AppConfig) {
    this.model = connection.model<EntryDocument>(COURSE_ENTRIES_COLLECTION, buildCourseEntrySchema(config.retentionSeconds));
  }

  /** Inserts once: a retried entry (same id) changes nothing. Resolves with the stored entry. */
  async saveOnce(entry: StoredCourseEntry): Promise<StoredCourseEntry> {
    const { id, ...fields } = entry;
    await this.model.updateOne({ _id: id }, { $setOnInsert: { _id: id, ...fields } }, { upsert: true }).exec();
    const stored = await this.model.findOne({ _id: id, sessionId: entry.sessionId }).lean<EntryDocument>().exec();
    return toStored(stored!);
  }

  async findRecent(sessionId: SessionId): Promise<StoredCourseEntry[]> {
    const documents = await this.model
      .find({ sessionId })
      .sort({ createdAt: 1 })
      .limit(COURSE_ENTRIES_MAX)
      .lean<EntryDocument[]>()
      .exec();
    return documents.map(toStored);
  }

  countBySession(sessionId: SessionId): Promise<number> {
    return this.model.countDocuments({ sessionId }).exec();
  }

  async findBySession(sessionId: SessionId): Promise<StoredCourseEntry[]> {
    const documents = await this.model.find({ sessionId }).sort({ createdAt: 1 }).lean<EntryDocument[]>().exec();
    return documents.map(toStored);
  }

  async deleteBySession(sessionId: SessionId): Promise<number> {
    return (await this.model.deleteMany({ sessionId }).exec()).deletedCount;
  }
}

function toStored(document: EntryDocument): StoredCourseEntry {
  const base = {
    id: document._id,
    sessionId: document.sessionId as SessionId,
    week: document.week,
    createdAt: document.createdAt,
  };
  return document.kind === 'worksheet'
    ? { ...base, kind: 'worksheet', stepId: document.stepId!, answers: document.answers ?? {} }
    : { ...base, kind: 'check', problemRating: document.problemRating!, frequencyPerWeek: document.frequencyPerWeek! };
}
