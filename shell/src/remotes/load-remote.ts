import type { ComponentType } from 'react';
import {
  __federation_method_getRemote as getRemote,
  __federation_method_setRemote as setRemote,
  __federation_method_unwrapDefault as unwrapDefault,
} from 'virtual:__federation__';
import { loadManifest, MANIFEST_URL, resolveRemoteUrl, type RemoteName } from './remote-manifest';

const loaded = new Set<RemoteName>();
const failures = new Map<RemoteName, number>();

/**
 * Loads a remote's `./App` (or another module it exposes, e.g. donate's `./DonationHost`)
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
