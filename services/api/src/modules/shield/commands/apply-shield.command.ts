import { Command } from '@nestjs/cqrs';
import type { SessionId, ShieldApplication, ShieldApplicationRequest } from '@renewed/contracts';

/** A validated Luxe Self-Care Shield application to store for the session. */
export class ApplyShieldCommand extends Command<ShieldApplication> {
  constructor(
    readonly sessionId: SessionId,
    readonly request: ShieldApplicationRequest,
  ) {
    super();
  }
}
