import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ShieldApplication } from '@renewed/contracts';
import { Clock } from '../../../common/clock';
import { toNewShieldApplication, toShieldApplicationDto } from '../shield.mapper';
import { ShieldRepository } from '../shield.repository';
import { ApplyShieldCommand } from './apply-shield.command';

@CommandHandler(ApplyShieldCommand)
export class ApplyShieldHandler implements ICommandHandler<ApplyShieldCommand, ShieldApplication> {
  constructor(
    private readonly repository: ShieldRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ sessionId, request }: ApplyShieldCommand): Promise<ShieldApplication> {
    const stored = await this.repository.insert(toNewShieldApplication(sessionId, request, this.clock.now()));
    return toShieldApplicationDto(stored);
  }
}
