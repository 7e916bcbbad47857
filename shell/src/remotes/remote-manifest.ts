import { REMOTE_NAMES, type RemoteName } from '@renewed/contracts/remotes';

export type { RemoteName };
export type RemoteManifest = Partial<Record<RemoteName, { url: string }>>;

export const MANIFEST_URL = '/remotes.json';

/** Reads and checks the runtime manifest; a malformed entry is reported, not guessed. */
export function parseManifest(raw: unknown): RemoteManifest {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error('The remotes manifest is not an object');
  const manifest: RemoteManifest = {};
  for (const name of REMOTE_NAMES) {
    const entry = (raw as Record<string, unknown>)[name];
    if (entry === undefined) continue;
    const url = (entry as { url?: unknown } | null)?.url;
    if (typeof url !== 'string' || url.length === 0) throw new Error(`The remotes manifest has no URL for ${name}`);
    manifest[name] = { url };
  }
  return manifest;
}

/** Absolute URL of a remote entry (the manifest may hold paths relative to this site). */
export function resolveRemoteUrl(url: string, origin: string): string {
  return new URL(url, origin).toString();
}

let manifestRequest: Promise<RemoteManifest> | undefined;

/**
 * The runtime manifest, fetched once per page (a failed fetch is forgotten, so a retry reads it
 * again). Here rather than in load-remote.ts so that main.tsx can start it on a first visit to a
 * remote route without waiting for the federation runtime's chunk.
 */
export function loadManifest(): Promise<RemoteManifest> {
  manifestRequest ??= fetch(MANIFEST_URL, { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`Could not read ${MANIFEST_URL} (${response.status})`);
      return response.json();
    })
    .then(parseManifest)
    .catch((error: unknown) => {
      manifestRequest = undefined;
      throw error;
    });
  return manifestRequest;
}
