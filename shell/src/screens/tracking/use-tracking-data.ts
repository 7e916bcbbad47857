import type { SavedLipedemaAssessment, SavedUniversalAssessment, SymptomLog, SymptomLogPage } from '@renewed/contracts';
import { SYMPTOM_PAGE_MAX } from '@renewed/contracts';
import { apiGet, apiSend } from '@renewed/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SYMPTOMS_KEY } from '../dashboard/use-dashboard-data';
import { periodStart, type TrackingPeriod } from './tracking-summary';

/** At most this many pages of 200 (2,000 logs) are read for one view; more is reported, not hidden. */
export const TRACKING_MAX_PAGES = 10;

export type TrackingLogs = { items: SymptomLog[]; complete: boolean };

/** The visitor's hot flashes since the first day of the period, every page (newest first). */
export function useTrackingLogs(period: TrackingPeriod) {
  const since = periodStart(new Date(), period).toISOString();
  return useQuery({
    queryKey: [...SYMPTOMS_KEY, 'tracking', period, since],
    queryFn: async (): Promise<TrackingLogs> => {
      const items: SymptomLog[] = [];
      let before: string | null = null;
      for (let page = 0; page < TRACKING_MAX_PAGES; page += 1) {
        const query = new URLSearchParams({ type: 'hot_flash', limit: String(SYMPTOM_PAGE_MAX), since });
        if (before) query.set('before', before);
        const result: SymptomLogPage = await apiGet<SymptomLogPage>(`/api/symptoms?${query.toString()}`);
        items.push(...result.items);
        before = result.nextCursor;
        if (!before) return { items, complete: true };
      }
      return { items, complete: false };
    },
  });
}

export function useDeleteSymptomLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend<null>('DELETE', `/api/symptoms/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SYMPTOMS_KEY }),
  });
}

/** The latest saved self-assessments (null when none), for the clinician summary. */
export function useLatestAssessments() {
  const universal = useQuery({
    queryKey: ['/api/health-assessment'],
    queryFn: () => apiGet<SavedUniversalAssessment | null>('/api/health-assessment'),
  });
  const lipedema = useQuery({
    queryKey: ['/api/lipedema-assessment'],
    queryFn: () => apiGet<SavedLipedemaAssessment | null>('/api/lipedema-assessment'),
  });
  return { universal, lipedema };
}
