export * from './smart-stacks';
export * from './daily-quotes';
export * from './practice-sessions';
export * from './dashboard';
