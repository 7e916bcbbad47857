import { Module } from '@nestjs/common';
import { SMART_STACKS_HANDLERS } from './index';
import { SmartStacksController } from './smart-stacks.controller';
import { SmartStacksRepository } from './smart-stacks.repository';
import { SmartStacksSeeder } from './smart-stacks.seeder';

@Module({
  controllers: [SmartStacksController],
  providers: [SmartStacksRepository, SmartStacksSeeder, ...SMART_STACKS_HANDLERS],
})
export class SmartStacksModule {}
