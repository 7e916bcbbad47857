export * from './smart-stacks';
export * from './daily-quotes';
export * from './bingo-boards';
export * from './practice-sessions';
export * from './dashboard';
export * from './education';
export * from './tracking';
export * from './static-pages';
