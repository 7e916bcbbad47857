import type { ComponentType } from 'react';
import {
  __federation_method_getRemote as getRemote,
  __federation_method_setRemote as setRemote,
  __federation_method_unwrapDefault as unwrapDefault,
} from 'virtual:__federation__';
import { MANIFEST_URL, parseManifest, resolveRemoteUrl, type RemoteManifest, type RemoteName } from './remote-manifest';

let manifestRequest: Promise<RemoteManifest> | undefined;

function loadManifest(): Promise<RemoteManifest> {
  manifestRequest ??= fetch(MANIFEST_URL, { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`Could not read ${MANIFEST_URL} (${response.status})`);
      return response.json();
    })
    .then(parseManifest)
    .catch((error: unknown) => {
      manifestRequest = undefined; // a retry reads it again
      throw error;
    });
  return manifestRequest;
}

const loaded = new Set<RemoteName>();
const failures = new Map<RemoteName, number>();

/**
 * Loads a remote's `./App` (or another module it exposes, e.g. donate's `./FloatingDonation`)
 * through federation, from the URL the runtime manifest gives.
 * After a failure the entry URL gets a `retry` query: browsers remember a failed module import
 * by URL, so retrying the same URL would fail without trying the network again.
 */
export async function loadRemoteApp(name: RemoteName, exposed = './App'): Promise<ComponentType> {
  const manifest = await loadManifest();
  const entry = manifest[name];
  if (!entry) throw new Error(`No URL for the ${name} remote in ${MANIFEST_URL}`);
  if (!loaded.has(name)) {
    const url = new URL(resolveRemoteUrl(entry.url, window.location.origin));
    const failed = failures.get(name) ?? 0;
    if (failed > 0) url.searchParams.set('retry', String(failed));
    setRemote(name, { url: () => Promise.resolve(url.toString()), format: 'esm', from: 'vite' });
  }
  let module: unknown;
  try {
    module = await getRemote(name, exposed);
    loaded.add(name);
  } catch (error) {
    failures.set(name, (failures.get(name) ?? 0) + 1);
    throw error;
  }
  const component = unwrapDefault(module);
  if (typeof component !== 'function' && typeof component !== 'object') {
    throw new Error(`The ${name} remote did not expose a component`);
  }
  return component as ComponentType;
}
