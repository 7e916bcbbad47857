import { Module } from '@nestjs/common';
import { SYMPTOMS_HANDLERS } from './index';
import { SymptomsController } from './symptoms.controller';
import { SymptomLogsPersonalData } from './symptoms.privacy';
import { SymptomsRepository } from './symptoms.repository';

/** Hot flash logs and sleep/energy check-ins, per visitor session. */
@Module({
  controllers: [SymptomsController],
  providers: [SymptomsRepository, SymptomLogsPersonalData, ...SYMPTOMS_HANDLERS],
})
export class SymptomsModule {}
