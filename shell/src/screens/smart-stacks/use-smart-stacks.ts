import { SMART_STACKS } from '@renewed/content';
import type { SmartStackDto } from '@renewed/contracts';
import { apiUrl } from '@renewed/contracts/api-paths';
import { useQuery } from '@tanstack/react-query';

/** The product's static fallback: the first three stacks shipped with the app. */
export const FALLBACK_STACKS: SmartStackDto[] = SMART_STACKS.slice(0, 3).map((stack) => ({ ...stack }));

export function useSmartStacks() {
  const query = useQuery<SmartStackDto[]>({ queryKey: [apiUrl('smartStacks')] });
  return {
    isLoading: query.isLoading,
    usingFallback: query.isError,
    stacks: query.isError ? FALLBACK_STACKS : (query.data ?? []),
  };
}
