import type { DailyProtocolDay } from '@renewed/contracts';
import { apiRoute, apiUrl } from '@renewed/contracts/api-paths';
import { apiGet, apiSend, toast } from '@renewed/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { withStep } from './daily-completion';

const dayKey = (date: string) => [apiUrl('dailyProtocolDay', { date })] as const;

/** The session's ticked steps of the protocol of `date` (the visitor's local YYYY-MM-DD). */
export function useDailyProtocolDay(date: string) {
  return useQuery({
    queryKey: dayKey(date),
    queryFn: () => apiGet<DailyProtocolDay>(apiUrl('dailyProtocolDay', { date })),
  });
}

export type StepChange = { step: number; done: boolean; label: string };
type StepRequest = StepChange & { before: boolean };

/**
 * Ticks or unticks a step. The cached day changes synchronously inside the click (so the controlled
 * checkbox never flickers back while the request starts); if the server refuses or cannot be
 * reached, only that step goes back and a toast says so, so other ticks in flight are kept.
 */
export function useSetDailyProtocolStep(date: string): (change: StepChange) => void {
  const queryClient = useQueryClient();
  const key = dayKey(date);
  const setSteps = (update: (steps: readonly number[]) => number[]) =>
    queryClient.setQueryData<DailyProtocolDay>(key, (current) =>
      current ? { ...current, completedSteps: update(current.completedSteps) } : current,
    );
  const mutation = useMutation({
    mutationFn: ({ step, done }: StepRequest) =>
      apiSend<DailyProtocolDay>(apiRoute('setDailyProtocolStep', { date, step }), { done }),
    onSuccess: (server, { step }) => {
      // The server's answer for this step wins; other steps may still be in flight.
      setSteps((steps) => withStep(steps, step, server.completedSteps.includes(step)));
    },
    onError: (error, { step, label, before }) => {
      setSteps((steps) => withStep(steps, step, before));
      toast({
        variant: 'destructive',
        title: 'Could not save your tick',
        description: `"${label}" is back as it was: ${error.message}. Please try again in a moment.`,
      });
    },
  });
  return (change) => {
    // A read still in flight must not overwrite the optimistic state when it lands.
    void queryClient.cancelQueries({ queryKey: key }, { revert: false });
    const before = queryClient.getQueryData<DailyProtocolDay>(key)?.completedSteps.includes(change.step) ?? !change.done;
    setSteps((steps) => withStep(steps, change.step, change.done));
    mutation.mutate({ ...change, before });
  };
}
