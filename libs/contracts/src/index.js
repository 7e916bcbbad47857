export * from './errors';
export * from './session';
export * from './health';
export * from './smart-stacks';
export * from './assessments';
export * from './queues';
export * from './privacy';
export * from './api-routes';
