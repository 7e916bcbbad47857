import { Inject, Injectable } from '@nestjs/common';
import type { SessionId } from '@renewed/contracts';
import type { Connection, Model } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { MONGO_CONNECTION } from '../../infrastructure/database/database.module';
import { buildDailyProtocolSchema, DAILY_PROTOCOL_COLLECTION } from './daily-protocol.schema';

/** One visitor's ticks on one day, as the privacy export shows it. */
export type StoredDailyProtocolDay = {
  sessionId: SessionId;
  date: string;
  protocolId: string;
  completedSteps: number[];
  createdAt: Date;
  updatedAt: Date;
};

type DailyProtocolDocument = Omit<StoredDailyProtocolDay, 'sessionId'> & { sessionId: string };
type StepsOnly = Pick<DailyProtocolDocument, 'completedSteps'>;

function sortedSteps(steps: readonly number[] | undefined): number[] {
  return [...(steps ?? [])].sort((a, b) => a - b);
}

@Injectable()
export class DailyProtocolRepository {
  private readonly days: Model<DailyProtocolDocument>;

  constructor(@Inject(MONGO_CONNECTION) connection: Connection, @Inject(APP_CONFIG) config: AppConfig) {
    this.days = connection.model<DailyProtocolDocument>(
      DAILY_PROTOCOL_COLLECTION,
      buildDailyProtocolSchema(config.retentionSeconds),
    );
  }

  async findCompletedSteps(sessionId: SessionId, date: string): Promise<number[]> {
    const document = await this.days.findOne({ sessionId, date }, { completedSteps: 1 }).lean<StepsOnly>().exec();
    return sortedSteps(document?.completedSteps);
  }

  /**
   * Ticks a step in ONE atomic update: a set-add on the (session, date) document, created on first
   * use. Ticking twice, or several steps at once, stores each index exactly once. Two first upserts
   * that race meet on the unique (session, date) index, which is exactly the filter, so MongoDB
   * retries the loser itself as an update (docs/privacy-under-faults.md, "Upserts that race").
   * Resolves with the ticked steps after the update, ascending.
   */
  async tickStep(sessionId: SessionId, date: string, protocolId: string, step: number, now: Date): Promise<number[]> {
    const document = await this.days
      .findOneAndUpdate(
        { sessionId, date },
        {
          $addToSet: { completedSteps: step },
          $set: { updatedAt: now },
          $setOnInsert: { createdAt: now, protocolId },
        },
        { upsert: true, returnDocument: 'after', projection: { completedSteps: 1 }, setDefaultsOnInsert: false },
      )
      .lean<StepsOnly>()
      .exec();
    return sortedSteps(document?.completedSteps);
  }

  /** Unticks a step (atomic $pull). Unticking on a day with nothing stored creates nothing. */
  async untickStep(sessionId: SessionId, date: string, step: number, now: Date): Promise<number[]> {
    const document = await this.days
      .findOneAndUpdate(
        { sessionId, date },
        { $pull: { completedSteps: step }, $set: { updatedAt: now } },
        { returnDocument: 'after', projection: { completedSteps: 1 } },
      )
      .lean<StepsOnly>()
      .exec();
    return sortedSteps(document?.completedSteps);
  }

  async findBySession(sessionId: SessionId): Promise<StoredDailyProtocolDay[]> {
    const documents = await this.days.find({ sessionId }, { _id: 0 }).sort({ date: 1 }).lean<DailyProtocolDocument[]>().exec();
    return documents.map((document) => ({
      sessionId: document.sessionId as SessionId,
      date: document.date,
      protocolId: document.protocolId,
      completedSteps: sortedSteps(document.completedSteps),
      createdAt: document.createdAt,
      updatedAt: document.updatedAt,
    }));
  }
}
