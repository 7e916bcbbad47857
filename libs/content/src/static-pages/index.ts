export * from './wisdom-council';
export * from './archetypes';
export * from './boundary-magic';
export * from './clean-beauty';
export * from './coaching';
export * from './community';
