import type { ComponentType } from 'react';

/**
 * A lazily loaded component, rendered under the page-wide query provider that is fetched with it:
 * a screen or remote that queries brings React Query along, instead of the first visit to `/`
 * (docs/architecture.md, "Performance").
 */
export async function withQueryProvider(component: Promise<ComponentType>): Promise<ComponentType> {
  const [Component, { QueryProvider }] = await Promise.all([component, import('@renewed/web-kit/query-client')]);
  return function QueryProvided() {
    return (
      <QueryProvider>
        <Component />
      </QueryProvider>
    );
  };
}
