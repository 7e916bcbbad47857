import { REMOTE_NAMES, REMOTES, type RemoteName } from '@renewed/contracts/remotes';

/** The routes a remote owns, from the remote registry (the route table renders RemoteScreen for each). */
export const REMOTE_ROUTES: ReadonlyMap<string, RemoteName> = new Map(
  REMOTE_NAMES.flatMap((name) => REMOTES[name].paths.map((path) => [path, name] as const)),
);

/** The remote that renders `pathname`, if any (trailing slash ignored, as the router does). */
export function remoteForPath(pathname: string): RemoteName | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return REMOTE_ROUTES.get(path);
}
