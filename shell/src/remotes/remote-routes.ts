import type { RemoteName } from '@renewed/contracts/remotes';

/** The routes a remote owns (the route table renders RemoteScreen for each). */
export const REMOTE_ROUTES = {
  '/education': 'education',
  '/practice': 'practice',
  '/health-assessment': 'assessments',
  '/menopause-rating-scale': 'assessments',
  '/hot-flash-course': 'assessments',
  '/self-care-bingo': 'bingo',
  '/subscribe': 'donate',
} as const satisfies Record<string, RemoteName>;

/** The remote that renders `pathname`, if any (trailing slash ignored, as the router does). */
export function remoteForPath(pathname: string): RemoteName | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(REMOTE_ROUTES, path) ? REMOTE_ROUTES[path as keyof typeof REMOTE_ROUTES] : undefined;
}
