/*
 * Imported by its own path (`@renewed/web-kit/query-client`), never through the package index:
 * React Query is then fetched only with the screens that query, not on the first visit to `/`
 * (docs/architecture.md, "Performance").
 */

import { QueryClient, QueryClientProvider, type QueryFunction } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { apiGet } from './api-client';

/** The default loader: GET the query key segments joined with "/" (there is no login, so no 401 case). */
export function getQueryFn<T>(): QueryFunction<T> {
  return ({ queryKey }) => apiGet<T>(queryKey.join('/'));
}

/** Cached data never stale, no refetch on focus, no polling, no retries (docs/product.md, "Data fetching"). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn(),
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

/**
 * The page-wide query client for the part of the page below it. Each lazily loaded part that
 * queries (a screen, a remote, the donation dialog) brings its own; they all share one cache.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return createElement(QueryClientProvider, { client: getQueryClient() }, children);
}
