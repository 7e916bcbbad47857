export * from './api-client';
export * from './session';
export * from './store';
export * from './toast';
export * from './theme';
export * from './speech';
export * from './use-speech';
