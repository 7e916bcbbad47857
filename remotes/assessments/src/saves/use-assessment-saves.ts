import type { LipedemaSubmission, SubmissionAccepted, UniversalSubmission } from '@renewed/contracts';
import { apiRoute, apiUrl } from '@renewed/contracts/api-paths';
import { apiSend, isSavedOnDevice } from '@renewed/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Saves a submission in the background (docs/product.md, "Health assessments"): results never wait for it. On success the
 * cached latest assessment of that kind is invalidated; a failure is logged as 'Failed to save assessment' and
 * changes nothing on screen (docs/product.md, "Health assessments").
 */
function useAssessmentSave<Body>(
  save: 'submitHealthAssessment' | 'submitLipedemaAssessment',
  latest: 'latestHealthAssessment' | 'latestLipedemaAssessment',
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiSend<SubmissionAccepted>(apiRoute(save), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [apiUrl(latest)] }),
    onError: (error) => {
      // Offline: the submission waits on this device (shown under the nav bar) and is sent when the connection returns.
      if (!isSavedOnDevice(error)) console.error('Failed to save assessment', error);
    },
  });
}

export function useSaveUniversalAssessment() {
  return useAssessmentSave<UniversalSubmission>('submitHealthAssessment', 'latestHealthAssessment');
}

export function useSaveLipedemaAssessment() {
  return useAssessmentSave<LipedemaSubmission>('submitLipedemaAssessment', 'latestLipedemaAssessment');
}
