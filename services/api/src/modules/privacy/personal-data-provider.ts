import type { FactoryProvider, Type } from '@nestjs/common';
import type { JobDefinition } from '../../infrastructure/queue/job-definition';
import type { SessionId } from '@renewed/contracts';
import type { Connection } from 'mongoose';
import { MONGO_CONNECTION } from '../../infrastructure/database/database.module';
import type { PersonalDataContributor } from './personal-data-contributor';
import { PrivacyRegistry } from './privacy-registry';

/**
 * What a repository of visitor data offers the privacy module: the session's records in the shape
 * the export shows. Counting and deleting are the same for every collection (every visitor record
 * carries `sessionId`), so the registry does those on the collection itself.
 */
export type SessionDataStore = {
  findBySession(sessionId: SessionId): Promise<unknown[]>;
};

/**
 * A provider that registers one collection's visitor data with the privacy registry at boot, so
 * the dashboard, export and delete cover it. One line per feature module:
 * `personalDataProvider({ collection, key, label, store: FeatureRepository })`.
 */
export function personalDataProvider(options: {
  collection: string;
  key: string;
  label: string;
  store: Type<SessionDataStore>;
}): FactoryProvider<PersonalDataContributor> {
  return {
    provide: `personal-data:${options.key}`,
    inject: [PrivacyRegistry, options.store, MONGO_CONNECTION],
    useFactory: (registry: PrivacyRegistry, store: SessionDataStore, connection: Connection) => {
      const records = connection.collection(options.collection);
      const contributor: PersonalDataContributor = {
        collection: options.collection,
        key: options.key,
        label: options.label,
        count: (sessionId) => records.countDocuments({ sessionId }),
        export: (sessionId) => store.findBySession(sessionId),
        delete: async (sessionId) => (await records.deleteMany({ sessionId })).deletedCount,
      };
      registry.register(contributor);
      return contributor;
    },
  };
}

/**
 * A provider that registers a queue whose jobs carry a visitor's data (its definition has
 * `sessionOf`), so delete-account also removes the session's jobs still waiting in the queue.
 */
export function queuedPersonalDataProvider<P>(definition: JobDefinition<P>): FactoryProvider<JobDefinition<P>> {
  return {
    provide: `personal-data-jobs:${definition.queue}`,
    inject: [PrivacyRegistry],
    useFactory: (registry: PrivacyRegistry) => {
      registry.registerSessionJobs(definition as JobDefinition<never>);
      return definition;
    },
  };
}
