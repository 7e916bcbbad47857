import type {
  MrsHistory,
  SavedLipedemaAssessment,
  SavedUniversalAssessment,
  SymptomLog,
  SymptomLogPage,
} from '@renewed/contracts';
import { SYMPTOM_PAGE_MAX } from '@renewed/contracts/symptom-paging';
import { apiRoute, apiUrl } from '@renewed/contracts/api-paths';
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
        const query = { type: 'hot_flash', limit: SYMPTOM_PAGE_MAX, since, before: before ?? undefined };
        const result: SymptomLogPage = await apiGet<SymptomLogPage>(apiUrl('symptomLogs', {}, query));
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
    mutationFn: (id: string) => apiSend<null>(apiRoute('deleteSymptomLog', { id })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SYMPTOMS_KEY }),
  });
}

/** The latest saved self-assessments (null when none) and the MRS history, for the clinician summary. */
export function useLatestAssessments() {
  const universal = useQuery({
    queryKey: [apiUrl('latestHealthAssessment')],
    queryFn: () => apiGet<SavedUniversalAssessment | null>(apiUrl('latestHealthAssessment')),
  });
  const lipedema = useQuery({
    queryKey: [apiUrl('latestLipedemaAssessment')],
    queryFn: () => apiGet<SavedLipedemaAssessment | null>(apiUrl('latestLipedemaAssessment')),
  });
  const mrs = useQuery({
    queryKey: [apiUrl('mrsAssessments')],
    queryFn: () => apiGet<MrsHistory>(apiUrl('mrsAssessments')),
  });
  return { universal, lipedema, mrs };
}
