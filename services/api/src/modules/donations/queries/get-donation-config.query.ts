import { Query } from '@nestjs/cqrs';
import type { DonationConfig } from '@renewed/contracts';

/** What the donation dialog needs at run time (the publishable key is never baked into a bundle). */
export class GetDonationConfigQuery extends Query<DonationConfig> {}
