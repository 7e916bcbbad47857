import { Module } from '@nestjs/common';
import { DailyProtocolController } from './daily-protocol.controller';
import { DailyProtocolPersonalData } from './daily-protocol.privacy';
import { DailyProtocolRepository } from './daily-protocol.repository';
import { DAILY_PROTOCOL_HANDLERS } from './index';

@Module({
  controllers: [DailyProtocolController],
  providers: [DailyProtocolRepository, DailyProtocolPersonalData, ...DAILY_PROTOCOL_HANDLERS],
})
export class DailyProtocolModule {}
