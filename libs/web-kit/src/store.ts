/** A tiny external store for useSyncExternalStore. */
export type Store<T> = {
  get(): T;
  set(next: T | ((previous: T) => T)): void;
  subscribe(listener: () => void): () => void;
};

export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (next) => {
      state = typeof next === 'function' ? (next as (previous: T) => T)(state) : next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One store per key for the whole page (shell and remotes), whichever bundle asks first. */
export function globalStore<T>(key: string, initial: () => T): Store<T> {
  const holder = globalThis as unknown as Record<symbol, Store<T> | undefined>;
  return (holder[Symbol.for(`renewed.${key}`)] ??= createStore(initial()));
}
