import { Injectable } from '@nestjs/common';
import type { EducationModule, EducationModuleSummary } from '@renewed/contracts';
import { EducationRepository } from './education.repository';

type Catalogue = { summaries: EducationModuleSummary[]; byId: Map<string, EducationModule> };

/**
 * The seeded library, read from MongoDB once per process and then served from memory: the
 * catalogue changes only when the app is redeployed (it is seeded at boot), so no request
 * reads it from the database again. A failed read is not cached.
 */
@Injectable()
export class EducationCatalogue {
  private cache: Promise<Catalogue> | undefined;

  constructor(private readonly repository: EducationRepository) {}

  async summaries(): Promise<EducationModuleSummary[]> {
    return (await this.load()).summaries;
  }

  async find(id: string): Promise<EducationModule | undefined> {
    return (await this.load()).byId.get(id);
  }

  async all(): Promise<EducationModule[]> {
    return [...(await this.load()).byId.values()];
  }

  private load(): Promise<Catalogue> {
    this.cache ??= this.repository
      .findModules()
      .then((modules) => ({
        summaries: modules.map(({ id, title, description, category, orderIndex, duration }) => ({
          id,
          title,
          description,
          category,
          orderIndex,
          ...(duration === undefined ? {} : { duration }),
        })),
        byId: new Map(modules.map((module) => [module.id, module])),
      }))
      .catch((error: unknown) => {
        this.cache = undefined;
        throw error;
      });
    return this.cache;
  }
}
