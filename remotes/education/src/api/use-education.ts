import type { EducationModule, EducationModuleSummary, EducationProgress, EducationProgressUpdate } from '@renewed/contracts';
import { apiRoute, apiUrl } from '@renewed/contracts/api-paths';
import { apiSend, isSavedOnDevice, toast } from '@renewed/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { upsertProgress } from '../library/library-logic';

/** Query keys are the URLs (from the contract's paths); the default loader GETs them. */
export const MODULES_KEY = [apiUrl('educationModules')] as const;
export const PROGRESS_KEY = [apiUrl('readingProgress')] as const;

/** The library's modules. a failed load is treated as an empty list, with no message. */
export function useEducationModules(): { modules: EducationModuleSummary[]; isLoading: boolean } {
  const query = useQuery<EducationModuleSummary[]>({ queryKey: MODULES_KEY });
  return { modules: query.isError ? [] : (query.data ?? []), isLoading: query.isLoading };
}

/** The visitor's reading progress (per session, from the server). */
export function useReadingProgress(): { progress: EducationProgress[]; isLoading: boolean; isError: boolean } {
  const query = useQuery<EducationProgress[]>({ queryKey: PROGRESS_KEY });
  return { progress: query.data ?? [], isLoading: query.isLoading, isError: query.isError };
}

/** One module with its content, loaded when its dialog opens. */
export function useEducationModule(moduleId: string | null) {
  return useQuery<EducationModule>({ queryKey: [apiUrl('educationModule', { id: moduleId ?? '' })], enabled: moduleId !== null });
}

export type ProgressReport = { moduleId: string; update: EducationProgressUpdate };

/**
 * Sends a progress report and puts the saved record into the cached progress list, so cards and
 * the overall bar follow at once. Completion and reset failures are shown; a failed periodic
 * report is only logged (the next one carries the same or higher progress).
 */
export function useRecordProgress() {
  const queryClient = useQueryClient();
  return useMutation<EducationProgress, Error, ProgressReport>({
    mutationFn: ({ moduleId, update }) => apiSend<EducationProgress>(apiRoute('recordReadingProgress', { moduleId }), update),
    onSuccess: (saved) => {
      queryClient.setQueryData<EducationProgress[]>(PROGRESS_KEY, (list) => upsertProgress(list, saved));
    },
    onError: (error, { update }) => {
      // Offline: the report waits on this device and is sent when the connection returns.
      if (isSavedOnDevice(error)) return;
      if (update.completed || update.reset) {
        toast({ title: 'Progress not saved', description: error.message, variant: 'destructive' });
      } else {
        console.warn('Reading progress was not saved', error);
      }
    },
  });
}
