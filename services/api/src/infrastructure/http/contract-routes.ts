import { API_ROUTES, type ApiRoute, type ApiRouteId } from '@renewed/contracts';

export type ContractRoute = { id: ApiRouteId; route: ApiRoute };

/** `/api/bingo/progress/:boardId/:cellPosition` and `/bingo/progress/{boardId}/{cellPosition}` both become `/api/bingo/progress/{}/{}`. */
function pathKey(path: string): string {
  return path
    .replace(/\{\w+\}/g, '{}')
    .replace(/:\w+/g, '{}')
    .replace(/\/+$/, '');
}

const BY_METHOD_AND_PATH = new Map<string, ContractRoute>(
  (Object.entries(API_ROUTES) as Array<[ApiRouteId, ApiRoute]>).map(([id, route]) => [
    `${route.method.toUpperCase()} ${pathKey(`/api${route.path}`)}`,
    { id, route },
  ]),
);

/**
 * The contract entry of a route as Fastify registers it (method and URL with `:params`), or
 * undefined for routes outside the contract (docs, the web app). A HEAD route answers like its GET.
 */
export function contractRouteFor(method: string, url: string): ContractRoute | undefined {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  return BY_METHOD_AND_PATH.get(`${verb} ${pathKey(url)}`);
}
