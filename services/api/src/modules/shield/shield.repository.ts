import { Inject, Injectable } from '@nestjs/common';
import type { MoodState, ProtectionLevel, SessionId } from '@renewed/contracts';
import { Types, type Connection, type Model } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { MONGO_CONNECTION } from '../../infrastructure/database/database.module';
import { buildShieldApplicationSchema, SHIELD_APPLICATIONS_COLLECTION } from './shield.schema';

/** A stored application as the rest of the module sees it (plain object, never a mongoose document). */
export type ShieldApplicationRecord = {
  id: string;
  sessionId: SessionId;
  protectionLevel: ProtectionLevel;
  moodState: MoodState;
  dailyMantra: string;
  applicationNotes: string | null;
  appliedAt: Date;
  createdAt: Date;
};

export type NewShieldApplication = Omit<ShieldApplicationRecord, 'id'>;

type ShieldApplicationDocument = NewShieldApplication & { _id: Types.ObjectId };

@Injectable()
export class ShieldRepository {
  private readonly model: Model<ShieldApplicationDocument>;

  constructor(@Inject(MONGO_CONNECTION) connection: Connection, @Inject(APP_CONFIG) config: AppConfig) {
    this.model = connection.model<ShieldApplicationDocument>(
      SHIELD_APPLICATIONS_COLLECTION,
      buildShieldApplicationSchema(config.retentionSeconds),
    );
  }

  async insert(application: NewShieldApplication): Promise<ShieldApplicationRecord> {
    const _id = new Types.ObjectId();
    await this.model.create({ _id, ...application });
    return { id: _id.toHexString(), ...application };
  }

  /** The session's applications newest first (by _id), older than the `before` id when given. */
  async findNewestFirst(sessionId: SessionId, options: { before?: string; take: number }): Promise<ShieldApplicationRecord[]> {
    const filter = { sessionId, ...(options.before ? { _id: { $lt: new Types.ObjectId(options.before) } } : {}) };
    const documents = await this.model
      .find(filter)
      .sort({ _id: -1 })
      .limit(options.take)
      .lean<ShieldApplicationDocument[]>()
      .exec();
    return documents.map(toRecord);
  }

  /** How many applications the session stored since `since` (the daily quota). */
  countStoredSince(sessionId: SessionId, since: Date): Promise<number> {
    return this.model.countDocuments({ sessionId, createdAt: { $gte: since } }).exec();
  }

  async findBySession(sessionId: SessionId): Promise<ShieldApplicationRecord[]> {
    const documents = await this.model.find({ sessionId }).sort({ _id: 1 }).lean<ShieldApplicationDocument[]>().exec();
    return documents.map(toRecord);
  }
}

function toRecord({ _id, ...fields }: ShieldApplicationDocument): ShieldApplicationRecord {
  return { id: _id.toHexString(), ...fields };
}
