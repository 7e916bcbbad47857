import { apiRoute, apiUrl } from '@renewed/contracts/api-paths';
import type { DonationConfig, DonationIntent } from '@renewed/contracts/donations';
import { apiSend } from '@renewed/web-kit';
import { useMutation, useQuery } from '@tanstack/react-query';

/** Query keys are the URLs (from the contract's paths); the default loader GETs them. */
export const DONATION_CONFIG_KEY = [apiUrl('donationConfig')] as const;

/** Whether card donations work here, with the publishable key (read at run time). */
export function useDonationConfig() {
  return useQuery<DonationConfig>({ queryKey: DONATION_CONFIG_KEY });
}

/** Creates the PaymentIntent for an amount in dollars; resolves its client secret. */
export function useCreateDonationIntent() {
  return useMutation<DonationIntent, Error, number>({
    mutationFn: (amount) => apiSend<DonationIntent>(apiRoute('createDonationIntent'), { amount }),
  });
}
