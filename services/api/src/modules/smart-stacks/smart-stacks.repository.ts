import { Inject, Injectable } from '@nestjs/common';
import type { SmartStack } from '@renewed/content';
import type { SmartStackDto } from '@renewed/contracts';
import type { Connection, Model } from 'mongoose';
import { MONGO_CONNECTION } from '../../infrastructure/database/database.module';
import { smartStackSchema, SMART_STACKS_COLLECTION } from './smart-stacks.schema';

type SmartStackDocument = Omit<SmartStackDto, 'id'> & { _id: string; order: number };

@Injectable()
export class SmartStacksRepository {
  private readonly model: Model<SmartStackDocument>;

  constructor(@Inject(MONGO_CONNECTION) connection: Connection) {
    this.model = connection.model<SmartStackDocument>(SMART_STACKS_COLLECTION, smartStackSchema);
  }

  /** Idempotent: replaces each seeded stack by id, so a second boot changes nothing. */
  async upsertAll(stacks: readonly SmartStack[]): Promise<void> {
    await this.model.bulkWrite(
      stacks.map(({ id, ...stack }, order) => ({
        replaceOne: { filter: { _id: id }, replacement: { _id: id, order, ...stack }, upsert: true },
      })),
      { ordered: true },
    );
  }

  async findActive(): Promise<SmartStackDto[]> {
    const documents = await this.model.find({ isActive: true }).sort({ order: 1 }).lean<SmartStackDocument[]>().exec();
    return documents.map(({ _id, order: _order, ...stack }) => {
      const plain = stack as SmartStackDocument & { createdAt?: unknown; updatedAt?: unknown };
      const { createdAt: _created, updatedAt: _updated, ...rest } = plain;
      return { id: _id, ...(rest as Omit<SmartStackDto, 'id'>) };
    });
  }
}
