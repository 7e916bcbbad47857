export * from './universal-questions';
export * from './universal-scoring';
export * from './lipedema';
export * from './schemas';
export * from './mrs';
