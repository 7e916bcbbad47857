import { globalStore } from '@renewed/web-kit/store';

/** Set when a new version is downloaded and ready: `apply` switches to it (the page reloads). */
export type UpdateState = { apply?: () => void };

export const updateState = globalStore<UpdateState>('offline-update', () => ({}));
