import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import mongoose, { type Connection } from 'mongoose';

/** The one mongoose connection. Only `*.repository.ts` files use it. */
export const MONGO_CONNECTION = Symbol('MONGO_CONNECTION');

/** Index option mongod refuses to change in place (e.g. a new retention period on a TTL index). */
const INDEX_OPTIONS_CONFLICT = 85;

/**
 * Creates every registered collection and its indexes one after another at boot, before traffic
 * is served (mongod under Wine can crash when several connections create the same collection at
 * once; sequential creation also keeps boot deterministic). A changed TTL is applied with collMod.
 */
@Injectable()
export class CollectionInitializer implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Database');

  constructor(@Inject(MONGO_CONNECTION) private readonly connection: Connection) {}

  async onModuleInit(): Promise<void> {
    for (const model of Object.values(this.connection.models)) {
      await model.createCollection();
      try {
        await model.createIndexes();
      } catch (error) {
        if ((error as { code?: number }).code !== INDEX_OPTIONS_CONFLICT) throw error;
        await this.updateTtlIndexes(model.collection.collectionName, model.schema.indexes());
        await model.createIndexes();
      }
    }
    this.logger.log(
      `collections ready: ${Object.values(this.connection.models)
        .map((model) => model.collection.collectionName)
        .join(', ')}`,
    );
  }

  private async updateTtlIndexes(collection: string, indexes: ReturnType<mongoose.Schema['indexes']>): Promise<void> {
    for (const [keyPattern, options] of indexes) {
      if (typeof options?.expireAfterSeconds !== 'number') continue;
      await this.connection.db!.command({
        collMod: collection,
        index: { keyPattern, expireAfterSeconds: options.expireAfterSeconds },
      });
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.connection.close();
  }
}

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(mongoUri: string): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: MONGO_CONNECTION,
          useFactory: async (): Promise<Connection> => {
            // autoIndex/autoCreate off: CollectionInitializer creates them in order.
            const connection = mongoose.createConnection(mongoUri, {
              autoIndex: false,
              autoCreate: false,
              serverSelectionTimeoutMS: 10_000,
            });
            await connection.asPromise();
            return connection;
          },
        },
        CollectionInitializer,
      ],
      exports: [MONGO_CONNECTION],
    };
  }
}
