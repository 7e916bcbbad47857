import type { PersonalDataDeleted, PrivacyDashboard } from '@renewed/contracts';
import { apiRoute, apiUrl } from '@renewed/contracts/api-paths';
import { apiGet, apiRequest, apiSend } from '@renewed/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { exportFileName } from './local-data';

export const PRIVACY_DASHBOARD_KEY = [apiUrl('privacyDashboard')] as const;

export function usePrivacyDashboard() {
  return useQuery({ queryKey: PRIVACY_DASHBOARD_KEY, queryFn: () => apiGet<PrivacyDashboard>(apiUrl('privacyDashboard')) });
}

/** Downloads everything stored for this session as a JSON file. */
export function useExportData() {
  return useMutation({
    mutationFn: async () => {
      const response = await apiRequest('GET', apiUrl('privacyExport'));
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = exportFileName(new Date());
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked later: revoking at once can cancel the download in some browsers.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return link.download;
    },
  });
}

export function useDeleteAllData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<PersonalDataDeleted>(apiRoute('deleteAccount')),
    // Nothing cached for the old session may show again.
    onSuccess: () => queryClient.clear(),
  });
}
