import { REMOTE_NAMES, REMOTES, type RemoteName } from '@renewed/contracts/remotes';

/** The routes a remote owns, from the remote registry (the route table renders RemoteScreen for each). */
export const REMOTE_ROUTES: ReadonlyMap<string, RemoteName> = new Map(
  REMOTE_NAMES.flatMap((name) => REMOTES[name].paths.map((path) => [path, name] as const)),
);

/** A pathname as the route table knows it: a trailing slash ignored, as the router does. */
export function routePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The remote that renders `pathname`, if any. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  return REMOTE_ROUTES.get(routePath(pathname));
}
