import { Module } from '@nestjs/common';
import { SMART_STACKS_HANDLERS } from './index';
import { SmartStacksController } from './smart-stacks.controller';

/** Smart Stack protocols, served from memory (no database). */
@Module({
  controllers: [SmartStacksController],
  providers: [...SMART_STACKS_HANDLERS],
})
export class SmartStacksModule {}
