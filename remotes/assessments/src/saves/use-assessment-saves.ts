import type { LipedemaSubmission, SubmissionAccepted, UniversalSubmission } from '@renewed/contracts';
import { apiSend } from '@renewed/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const HEALTH_ASSESSMENT_PATH = '/api/health-assessment';
export const LIPEDEMA_ASSESSMENT_PATH = '/api/lipedema-assessment';

/**
 * Saves a submission in the background (docs/product.md, "Health assessments"): results never wait for it. On success the
 * cached query for the path is invalidated; a failure is logged as 'Failed to save assessment' and
 * changes nothing on screen (docs/product.md, "Health assessments").
 */
function useAssessmentSave<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiSend<SubmissionAccepted>('POST', path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [path] }),
    onError: (error) => console.error('Failed to save assessment', error),
  });
}

export function useSaveUniversalAssessment() {
  return useAssessmentSave<UniversalSubmission>(HEALTH_ASSESSMENT_PATH);
}

export function useSaveLipedemaAssessment() {
  return useAssessmentSave<LipedemaSubmission>(LIPEDEMA_ASSESSMENT_PATH);
}
