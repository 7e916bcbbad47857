import type {
  ShieldApplication,
  ShieldApplicationPage,
  ShieldApplicationRequest,
  SymptomLog,
  SymptomLogPage,
  SymptomLogRequest,
} from '@renewed/contracts';
import { apiGet, apiSend } from '@renewed/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const SYMPTOMS_KEY = ['/api/symptoms'] as const;
export const SHIELD_KEY = ['/api/shield-applications'] as const;

/** Enough history for the 14-day chart: the most recent 200 hot flashes. */
export function useHotFlashLogs() {
  return useQuery({
    queryKey: [...SYMPTOMS_KEY, 'hot_flash'],
    queryFn: () => apiGet<SymptomLogPage>('/api/symptoms?type=hot_flash&limit=200'),
  });
}

export function useLogSymptom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (log: SymptomLogRequest) => apiSend<SymptomLog>('POST', '/api/symptoms/log', log),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SYMPTOMS_KEY }),
  });
}

export function useShieldApplications() {
  return useQuery({
    queryKey: [...SHIELD_KEY],
    queryFn: () => apiGet<ShieldApplicationPage>('/api/shield-applications?limit=5'),
  });
}

export function useApplyShield() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (application: ShieldApplicationRequest) =>
      apiSend<ShieldApplication>('POST', '/api/shield-applications', application),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHIELD_KEY }),
  });
}
