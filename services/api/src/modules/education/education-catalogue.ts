import { Injectable } from '@nestjs/common';
import { EDUCATION_MODULES, type EducationModuleContent } from '@renewed/content';
import type { EducationModule, EducationModuleSummary } from '@renewed/contracts';
import { CachedJson, cachedJsonOnce } from '../../common/cached-json';

/** A content file as the contract's module (the fields a client may see, nothing else). */
export function toEducationModule(module: EducationModuleContent): EducationModule {
  const { id, title, description, category, orderIndex, duration, lastUpdated, content, keyInsight, references } = module;
  return { id, title, description, category, orderIndex, duration, lastUpdated, content, keyInsight, references };
}

function toSummary({ id, title, description, category, orderIndex, duration }: EducationModule): EducationModuleSummary {
  return { id, title, description, category, orderIndex, ...(duration === undefined ? {} : { duration }) };
}

/**
 * The library, built once from the content files that ship with this build and served from
 * memory (docs/architecture.md, "Static content"). Nothing of it is stored in MongoDB, so two
 * versions running side by side during a deploy each serve their own library.
 */
@Injectable()
export class EducationCatalogue {
  private readonly modules: readonly EducationModule[] = [...EDUCATION_MODULES]
    .sort((a, b) => a.orderIndex - b.orderIndex)
    .map(toEducationModule);
  private readonly byId = new Map(this.modules.map((module) => [module.id, module]));
  private readonly summaryList = this.modules.map(toSummary);
  private readonly moduleBodies = new Map<string, CachedJson<EducationModule>>();

  summaries(): EducationModuleSummary[] {
    return this.summaryList;
  }

  /** The cards as a prebuilt answer (docs/architecture.md, "Performance"). */
  readonly summariesJson = cachedJsonOnce(() => this.summaryList);

  find(id: string): EducationModule | undefined {
    return this.byId.get(id);
  }

  /** One module as a prebuilt answer, built on its first read (only ids of the library are kept). */
  findJson(id: string): CachedJson<EducationModule> | undefined {
    const module = this.byId.get(id);
    if (!module) return undefined;
    let body = this.moduleBodies.get(id);
    if (!body) {
      body = new CachedJson(module);
      this.moduleBodies.set(id, body);
    }
    return body;
  }

  all(): readonly EducationModule[] {
    return this.modules;
  }
}
