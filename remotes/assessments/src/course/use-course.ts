import type {
  CourseEntry,
  CourseEntryRequest,
  CourseProgress,
  CourseProgressUpdate,
  CourseState,
  SymptomLogPage,
} from '@renewed/contracts';
import { apiRoute, apiUrl } from '@renewed/contracts/api-paths';
import { apiGet, apiSend } from '@renewed/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const STATE_KEY = [apiUrl('hotFlashCourse')];

/** Her place in the course and her worksheets and weekly checks. */
export function useCourseState() {
  return useQuery({ queryKey: STATE_KEY, queryFn: () => apiGet<CourseState>(apiUrl('hotFlashCourse')) });
}

export function useSetCourseProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: CourseProgressUpdate) => apiSend<CourseProgress>(apiRoute('setCourseProgress'), update),
    onSuccess: (progress) =>
      queryClient.setQueryData<CourseState>(STATE_KEY, (state) => ({ entries: state?.entries ?? [], progress })),
  });
}

export function useAddCourseEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: CourseEntryRequest) => apiSend<CourseEntry>(apiRoute('addCourseEntry'), entry),
    onSuccess: (saved) =>
      queryClient.setQueryData<CourseState>(STATE_KEY, (state) => ({
        progress: state?.progress ?? null,
        entries: [...(state?.entries ?? []).filter((entry) => entry.id !== saved.id), saved],
      })),
  });
}

/** Most hot-flash logs read for the course chart (one page; four weeks rarely reach it). */
const LOG_LIMIT = 200;

/** The times of the hot flashes she logged since the course began (one page of the newest). */
export function useCourseLogTimes(since: string | undefined) {
  return useQuery({
    queryKey: ['course-logs', since],
    enabled: since !== undefined,
    queryFn: async () => {
      const page = await apiGet<SymptomLogPage>(apiUrl('symptomLogs', {}, { type: 'hot_flash', limit: LOG_LIMIT, since }));
      return { times: page.items.map((item) => item.timestamp), complete: page.nextCursor === null };
    },
  });
}
