import type { DailyProtocolDay } from '@renewed/contracts';
import { apiGet, apiSend, toast } from '@renewed/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { withStep } from './daily-completion';

export const DAILY_PROTOCOL_KEY = ['/api/daily-protocol'] as const;

const dayKey = (date: string) => [...DAILY_PROTOCOL_KEY, date] as const;

/** The session's ticked steps of the protocol of `date` (the visitor's local YYYY-MM-DD). */
export function useDailyProtocolDay(date: string) {
  return useQuery({
    queryKey: dayKey(date),
    queryFn: () => apiGet<DailyProtocolDay>(`/api/daily-protocol/${encodeURIComponent(date)}`),
  });
}

export type StepChange = { step: number; done: boolean; label: string };

/**
 * Ticks or unticks a step. The box changes at once (optimistic); if the server refuses or cannot be
 * reached, only that step goes back and a toast says so, so other ticks in flight are kept.
 */
export function useSetDailyProtocolStep(date: string) {
  const queryClient = useQueryClient();
  const key = dayKey(date);
  const setSteps = (update: (steps: readonly number[]) => number[]) =>
    queryClient.setQueryData<DailyProtocolDay>(key, (current) =>
      current ? { ...current, completedSteps: update(current.completedSteps) } : current,
    );
  return useMutation({
    mutationFn: ({ step, done }: StepChange) =>
      apiSend<DailyProtocolDay>('PUT', `/api/daily-protocol/${encodeURIComponent(date)}/steps/${step}`, { done }),
    onMutate: async ({ step, done }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<DailyProtocolDay>(key)?.completedSteps.includes(step) ?? !done;
      setSteps((steps) => withStep(steps, step, done));
      return { before };
    },
    onSuccess: (server, { step }) => {
      // The server's answer for this step wins; other steps may still be in flight.
      setSteps((steps) => withStep(steps, step, server.completedSteps.includes(step)));
    },
    onError: (error, { step, label, done }, context) => {
      setSteps((steps) => withStep(steps, step, context?.before ?? !done));
      toast({
        variant: 'destructive',
        title: 'Could not save your tick',
        description: `"${label}" is back as it was: ${error.message}. Please try again in a moment.`,
      });
    },
  });
}
