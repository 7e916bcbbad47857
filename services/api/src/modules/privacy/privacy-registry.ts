import { Injectable } from '@nestjs/common';
import type { JobDefinition } from '../../infrastructure/queue/job-definition';
import type { PersonalDataContributor } from './personal-data-contributor';

@Injectable()
export class PrivacyRegistry {
  private readonly contributors = new Map<string, PersonalDataContributor>();
  private readonly jobs: JobDefinition<never>[] = [];

  /** A queue whose jobs carry a session (definition.sessionOf): delete-account clears them too. */
  registerSessionJobs(definition: JobDefinition<never>): void {
    this.jobs.push(definition);
  }

  sessionJobs(): readonly JobDefinition<never>[] {
    return this.jobs;
  }

  register(contributor: PersonalDataContributor): void {
    if (this.contributors.has(contributor.key))
      throw new Error(`Personal data contributor "${contributor.key}" registered twice`);
    this.contributors.set(contributor.key, contributor);
  }

  all(): PersonalDataContributor[] {
    return [...this.contributors.values()];
  }

  coveredCollections(): Set<string> {
    return new Set(this.all().map((contributor) => contributor.collection));
  }
}
