import { Injectable } from '@nestjs/common';
import type { EducationModule, EducationModuleSummary } from '@renewed/contracts';
import { LoadOnce } from '../../common/load-once';
import { EducationRepository } from './education.repository';

type Catalogue = { summaries: EducationModuleSummary[]; byId: Map<string, EducationModule> };

/**
 * The seeded library, read from MongoDB once per process and then served from memory: the
 * catalogue changes only when the app is redeployed (it is seeded at boot), so no request
 * reads it from the database again. A failed read is not cached.
 */
@Injectable()
export class EducationCatalogue {
  private readonly catalogue = new LoadOnce<Catalogue>(async () => {
    const modules = await this.repository.findModules();
    return {
      summaries: modules.map(({ id, title, description, category, orderIndex, duration }) => ({
        id,
        title,
        description,
        category,
        orderIndex,
        ...(duration === undefined ? {} : { duration }),
      })),
      byId: new Map(modules.map((module) => [module.id, module])),
    };
  });

  constructor(private readonly repository: EducationRepository) {}

  async summaries(): Promise<EducationModuleSummary[]> {
    return (await this.catalogue.get()).summaries;
  }

  async find(id: string): Promise<EducationModule | undefined> {
    return (await this.catalogue.get()).byId.get(id);
  }

  async all(): Promise<EducationModule[]> {
    return [...(await this.catalogue.get()).byId.values()];
  }
}
