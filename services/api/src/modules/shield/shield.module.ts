import { Module } from '@nestjs/common';
import { SHIELD_HANDLERS } from './index';
import { ShieldController } from './shield.controller';
import { ShieldApplicationsPersonalData } from './shield.privacy';
import { ShieldRepository } from './shield.repository';

/** Luxe Self-Care Shield applications (the boundary ritual), per visitor session. */
@Module({
  controllers: [ShieldController],
  providers: [ShieldRepository, ShieldApplicationsPersonalData, ...SHIELD_HANDLERS],
})
export class ShieldModule {}
