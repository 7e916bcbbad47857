import type { MrsHistory, MrsSubmission, SubmissionAccepted } from '@renewed/contracts';
import { apiRoute, apiUrl } from '@renewed/contracts/api-paths';
import { apiGet, apiSend } from '@renewed/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The session's saved MRS completions, oldest first. */
export function useMrsHistory() {
  return useQuery({ queryKey: [apiUrl('mrsAssessments')], queryFn: () => apiGet<MrsHistory>(apiUrl('mrsAssessments')) });
}

/** Saves one completion through the queue (202); the history is read again once it is accepted. */
export function useSaveMrs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MrsSubmission) => apiSend<SubmissionAccepted>(apiRoute('submitMrsAssessment'), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [apiUrl('mrsAssessments')] }),
  });
}
