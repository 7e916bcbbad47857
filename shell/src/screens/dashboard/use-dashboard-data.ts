import type {
  ShieldApplication,
  ShieldApplicationRequest,
  SymptomLog,
  SymptomLogPage,
  SymptomLogRequest,
} from '@renewed/contracts';
import { apiRoute, apiUrl } from '@renewed/contracts/api-paths';
import { apiGet, apiSend } from '@renewed/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const SYMPTOMS_KEY = [apiUrl('symptomLogs')] as const;
export const SHIELD_KEY = [apiUrl('shieldApplications')] as const;

/** Enough history for the 14-day chart: the most recent 200 hot flashes. */
export function useHotFlashLogs() {
  return useQuery({
    queryKey: [...SYMPTOMS_KEY, 'hot_flash'],
    queryFn: () => apiGet<SymptomLogPage>(apiUrl('symptomLogs', {}, { type: 'hot_flash', limit: 200 })),
  });
}

export function useLogSymptom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (log: SymptomLogRequest) => apiSend<SymptomLog>(apiRoute('logSymptom'), log),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SYMPTOMS_KEY }),
  });
}

export function useApplyShield() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (application: ShieldApplicationRequest) => apiSend<ShieldApplication>(apiRoute('applyShield'), application),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHIELD_KEY }),
  });
}
