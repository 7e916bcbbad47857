import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ShieldApplication } from '@renewed/contracts';
import { Clock } from '../../../common/clock';
import { DomainException } from '../../../common/domain-exception';
import { toNewShieldApplication, toShieldApplicationDto } from '../shield.mapper';
import { ShieldRepository } from '../shield.repository';
import { ApplyShieldCommand } from './apply-shield.command';

/** Most shield applications a session may store in any 24 hours (docs/product.md, "Limits and errors"). */
export const SHIELD_APPLICATIONS_PER_DAY = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

@CommandHandler(ApplyShieldCommand)
export class ApplyShieldHandler implements ICommandHandler<ApplyShieldCommand, ShieldApplication> {
  constructor(
    private readonly repository: ShieldRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ sessionId, request }: ApplyShieldCommand): Promise<ShieldApplication> {
    const now = this.clock.now();
    if ((await this.repository.countStoredSince(sessionId, new Date(now.getTime() - DAY_MS))) >= SHIELD_APPLICATIONS_PER_DAY) {
      throw new DomainException(
        'QUOTA_EXCEEDED',
        `You have applied the shield ${SHIELD_APPLICATIONS_PER_DAY} times in the last 24 hours, the most Renewed keeps for one day. Every application is saved; you can apply it again once the oldest of these is a day old.`,
      );
    }
    const stored = await this.repository.insert(toNewShieldApplication(sessionId, request, now));
    return toShieldApplicationDto(stored);
  }
}
