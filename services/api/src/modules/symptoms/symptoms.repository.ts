import { Inject, Injectable } from '@nestjs/common';
import type { SessionId, SymptomType } from '@renewed/contracts';
import { Types, type Connection, type Model } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { MONGO_CONNECTION } from '../../infrastructure/database/database.module';
import { buildSymptomLogSchema, SYMPTOM_LOGS_COLLECTION } from './symptoms.schema';

/** A stored log as the rest of the module sees it (plain object, never a mongoose document). */
export type SymptomLogRecord = {
  id: string;
  sessionId: SessionId;
  symptomType: SymptomType;
  severity?: number;
  duration?: number;
  triggers?: string[];
  reliefMethods?: string[];
  rating?: number;
  notes: string;
  timestamp: Date;
  createdAt: Date;
};

export type NewSymptomLog = Omit<SymptomLogRecord, 'id'>;

type SymptomLogDocument = NewSymptomLog & { _id: Types.ObjectId };

@Injectable()
export class SymptomsRepository {
  private readonly model: Model<SymptomLogDocument>;

  constructor(@Inject(MONGO_CONNECTION) connection: Connection, @Inject(APP_CONFIG) config: AppConfig) {
    this.model = connection.model<SymptomLogDocument>(SYMPTOM_LOGS_COLLECTION, buildSymptomLogSchema(config.retentionSeconds));
  }

  async insert(log: NewSymptomLog): Promise<SymptomLogRecord> {
    const _id = new Types.ObjectId();
    await this.model.create({ _id, ...log });
    return { id: _id.toHexString(), ...log };
  }

  /**
   * The session's logs newest first (by _id), optionally of one type, older than the `before` id,
   * and that happened at or after `since`.
   */
  async findNewestFirst(
    sessionId: SessionId,
    options: { symptomType?: SymptomType; before?: string; since?: Date; take: number },
  ): Promise<SymptomLogRecord[]> {
    const filter = {
      sessionId,
      ...(options.symptomType ? { symptomType: options.symptomType } : {}),
      ...(options.before ? { _id: { $lt: new Types.ObjectId(options.before) } } : {}),
      ...(options.since ? { timestamp: { $gte: options.since } } : {}),
    };
    const documents = await this.model.find(filter).sort({ _id: -1 }).limit(options.take).lean<SymptomLogDocument[]>().exec();
    return documents.map(toRecord);
  }

  /** How many logs of one type the session stored since `since` (the daily quota). */
  countStoredSince(sessionId: SessionId, symptomType: SymptomType, since: Date): Promise<number> {
    return this.model.countDocuments({ sessionId, symptomType, createdAt: { $gte: since } }).exec();
  }

  /** Deletes the log only when it is the session's own; false when there was no such log for this session. */
  async deleteOwn(sessionId: SessionId, logId: string): Promise<boolean> {
    const result = await this.model.deleteOne({ _id: new Types.ObjectId(logId), sessionId }).exec();
    return result.deletedCount === 1;
  }

  async findBySession(sessionId: SessionId): Promise<SymptomLogRecord[]> {
    const documents = await this.model.find({ sessionId }).sort({ _id: 1 }).lean<SymptomLogDocument[]>().exec();
    return documents.map(toRecord);
  }
}

function toRecord({ _id, ...fields }: SymptomLogDocument): SymptomLogRecord {
  return { id: _id.toHexString(), ...fields };
}
