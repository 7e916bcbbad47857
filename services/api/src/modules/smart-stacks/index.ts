import { GetSmartStacksHandler } from './queries/get-smart-stacks.handler';

export const SMART_STACKS_HANDLERS = [GetSmartStacksHandler];
