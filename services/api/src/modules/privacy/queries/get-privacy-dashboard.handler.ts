import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PrivacyDashboard } from '@renewed/contracts';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { PrivacyRegistry } from '../privacy-registry';
import { GetPrivacyDashboardQuery } from './get-privacy-dashboard.query';

const SECONDS_PER_DAY = 86_400;

@QueryHandler(GetPrivacyDashboardQuery)
export class GetPrivacyDashboardHandler implements IQueryHandler<GetPrivacyDashboardQuery, PrivacyDashboard> {
  constructor(
    private readonly registry: PrivacyRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ sessionId }: GetPrivacyDashboardQuery): Promise<PrivacyDashboard> {
    const categories = [];
    for (const contributor of this.registry.all()) {
      categories.push({ key: contributor.key, label: contributor.label, count: await contributor.count(sessionId) });
    }
    return {
      categories,
      totalRecords: categories.reduce((total, category) => total + category.count, 0),
      retentionDays: Math.round(this.config.retentionSeconds / SECONDS_PER_DAY),
    };
  }
}
