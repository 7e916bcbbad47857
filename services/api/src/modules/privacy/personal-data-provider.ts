import type { FactoryProvider, Type } from '@nestjs/common';
import type { JobDefinition } from '../../infrastructure/queue/job-definition';
import type { SessionId } from '@renewed/contracts';
import type { PersonalDataContributor } from './personal-data-contributor';
import { PrivacyRegistry } from './privacy-registry';

/** What a repository of visitor data offers the privacy module: everything keyed by session. */
export type SessionDataStore = {
  countBySession(sessionId: SessionId): Promise<number>;
  findBySession(sessionId: SessionId): Promise<unknown[]>;
  deleteBySession(sessionId: SessionId): Promise<number>;
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
    inject: [PrivacyRegistry, options.store],
    useFactory: (registry: PrivacyRegistry, store: SessionDataStore) => {
      const contributor: PersonalDataContributor = {
        collection: options.collection,
        key: options.key,
        label: options.label,
        count: (sessionId) => store.countBySession(sessionId),
        export: (sessionId) => store.findBySession(sessionId),
        delete: (sessionId) => store.deleteBySession(sessionId),
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
