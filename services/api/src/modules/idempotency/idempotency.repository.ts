import { Inject, Injectable } from '@nestjs/common';
import type { SessionId } from '@renewed/contracts';
import type { Connection, Model } from 'mongoose';
import { MONGO_CONNECTION } from '../../infrastructure/database/database.module';
import { buildIdempotencyKeySchema, IDEMPOTENCY_KEYS_COLLECTION } from './idempotency.schema';

type IdempotencyKeyDocument = {
  _id: string;
  sessionId?: string;
  routeId: string;
  fingerprint: string;
  state: 'pending' | 'done';
  answer: string | null;
  createdAt: Date;
};

/** What a claim found: the key is ours to run, already answered, in flight elsewhere, or used for another request. */
export type IdempotencyClaim =
  | { kind: 'claimed' }
  | { kind: 'answered'; answer: string | null }
  | { kind: 'in-flight' }
  | { kind: 'mismatch' };

export type NewIdempotencyKey = { id: string; sessionId?: string; routeId: string; fingerprint: string };

const DUPLICATE_KEY = 11000;

@Injectable()
export class IdempotencyRepository {
  private readonly model: Model<IdempotencyKeyDocument>;

  constructor(@Inject(MONGO_CONNECTION) connection: Connection) {
    this.model = connection.model<IdempotencyKeyDocument>(IDEMPOTENCY_KEYS_COLLECTION, buildIdempotencyKeySchema());
  }

  /**
   * Inserts the key as pending; the unique _id makes exactly one of several concurrent requests
   * the owner. A pending key older than `leaseMs` (its request died with its process) is taken over.
   */
  async claim(key: NewIdempotencyKey, now: Date, leaseMs: number): Promise<IdempotencyClaim> {
    try {
      await this.model.create({
        _id: key.id,
        ...(key.sessionId ? { sessionId: key.sessionId } : {}),
        routeId: key.routeId,
        fingerprint: key.fingerprint,
        state: 'pending',
        answer: null,
        createdAt: now,
      });
      return { kind: 'claimed' };
    } catch (error) {
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
    }
    const existing = await this.model.findById(key.id).lean<IdempotencyKeyDocument>().exec();
    // Deleted or expired between the two calls: claim again.
    if (!existing) return this.claim(key, now, leaseMs);
    if (existing.fingerprint !== key.fingerprint || existing.routeId !== key.routeId) return { kind: 'mismatch' };
    if (existing.state === 'done') return { kind: 'answered', answer: existing.answer };
    if (existing.createdAt.getTime() > now.getTime() - leaseMs) return { kind: 'in-flight' };
    const takeover = await this.model
      .updateOne({ _id: key.id, state: 'pending', createdAt: existing.createdAt }, { $set: { createdAt: now } })
      .exec();
    return takeover.modifiedCount === 1 ? { kind: 'claimed' } : { kind: 'in-flight' };
  }

  /** Records the answer of a claimed key (a no-op when the session's data was deleted meanwhile). */
  async answer(id: string, answer: string | null): Promise<void> {
    await this.model.updateOne({ _id: id, state: 'pending' }, { $set: { state: 'done', answer } }).exec();
  }

  /** Forgets a claimed key whose request failed, so a retry runs it again. */
  async release(id: string): Promise<void> {
    await this.model.deleteOne({ _id: id, state: 'pending' }).exec();
  }

  countBySession(sessionId: SessionId): Promise<number> {
    return this.model.countDocuments({ sessionId }).exec();
  }

  async findBySession(sessionId: SessionId): Promise<Array<{ routeId: string; state: string; answer: unknown; createdAt: Date; sessionId: string }>> {
    const documents = await this.model.find({ sessionId }).sort({ createdAt: 1 }).lean<IdempotencyKeyDocument[]>().exec();
    return documents.map((document) => ({
      sessionId,
      routeId: document.routeId,
      state: document.state,
      answer: document.answer === null ? null : (JSON.parse(document.answer) as unknown),
      createdAt: document.createdAt,
    }));
  }

  async deleteBySession(sessionId: SessionId): Promise<number> {
    return (await this.model.deleteMany({ sessionId }).exec()).deletedCount;
  }
}
