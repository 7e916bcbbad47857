import { RecordReadingProgressHandler } from './commands/record-reading-progress.handler';
import { GetEducationCategoriesHandler } from './queries/get-education-categories.handler';
import { GetEducationModuleHandler } from './queries/get-education-module.handler';
import { GetEducationModulesHandler } from './queries/get-education-modules.handler';
import { GetReadingProgressHandler } from './queries/get-reading-progress.handler';

export const EDUCATION_HANDLERS = [
  GetEducationModulesHandler,
  GetEducationModuleHandler,
  GetEducationCategoriesHandler,
  GetReadingProgressHandler,
  RecordReadingProgressHandler,
];
