import { Module } from '@nestjs/common';
import { AssessmentsController } from './assessments.controller';
import { AssessmentsPersonalData, QueuedAssessmentsPersonalData } from './assessments.privacy';
import { AssessmentsRepository } from './assessments.repository';
import { ASSESSMENTS_HANDLERS } from './index';

/** Used by the API (controllers, producers) and by the worker (the save handler behind the processor). */
@Module({
  controllers: [AssessmentsController],
  providers: [AssessmentsRepository, AssessmentsPersonalData, QueuedAssessmentsPersonalData, ...ASSESSMENTS_HANDLERS],
})
export class AssessmentsModule {}
