import { Module } from '@nestjs/common';
import { EducationCatalogue } from './education-catalogue';
import { EducationController } from './education.controller';
import { EducationPersonalData } from './education.privacy';
import { EducationRepository } from './education.repository';
import { EDUCATION_HANDLERS } from './index';

/** The education library (the library, served from memory) and per-session reading progress. */
@Module({
  controllers: [EducationController],
  providers: [EducationRepository, EducationCatalogue, EducationPersonalData, ...EDUCATION_HANDLERS],
})
export class EducationModule {}
