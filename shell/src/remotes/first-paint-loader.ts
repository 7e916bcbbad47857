import type { ComponentType } from 'react';

type FirstPaints = Readonly<Partial<Record<string, ComponentType>>>;

let loaded: FirstPaints | undefined;
let request: Promise<FirstPaints> | undefined;

/**
 * The shell's first paint of remote pages (first-paint.tsx), fetched once: by main.tsx on a first
 * visit to a remote's route (alongside the shell's own code), else by the first remote screen. A
 * failed fetch is forgotten, so the next remote screen asks again; until then the page shows its
 * skeleton only.
 */
export function loadFirstPaints(): Promise<FirstPaints> {
  request ??= import('./first-paint')
    .then((module) => (loaded = module.FIRST_PAINTS))
    .catch((error: unknown) => {
      request = undefined;
      throw error;
    });
  return request;
}

/** The first paints if they have arrived (a remote screen's first render uses them at once). */
export function loadedFirstPaints(): FirstPaints | undefined {
  return loaded;
}
