import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, apiGet } from './api-client';

type UnauthorizedBehavior = 'throw' | 'returnNull';

/** The default loader: GET the query key segments joined with "/". A 401 throws unless asked not to. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    try {
      return await apiGet<T>(queryKey.join('/'));
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/** Spec section 9: cached data never stale, no refetch on focus, no polling, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

const QUERY_CLIENT_KEY = Symbol.for('renewed.query-client');

/**
 * One query cache for the shell and every remote, even when a remote bundles its own copy of
 * this library: the instance lives on globalThis under a registered symbol.
 */
export function getQueryClient(): QueryClient {
  const holder = globalThis as unknown as Record<symbol, QueryClient | undefined>;
  return (holder[QUERY_CLIENT_KEY] ??= createQueryClient());
}
