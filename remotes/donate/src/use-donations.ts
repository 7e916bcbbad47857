import type { DonationConfig, DonationIntent } from '@renewed/contracts/donations';
import { apiSend } from '@renewed/web-kit';
import { useMutation, useQuery } from '@tanstack/react-query';

/** Query keys are URL path segments; the default loader GETs them joined with '/'. */
export const DONATION_CONFIG_KEY = ['/api/donations/config'] as const;

/** Whether card donations work here, with the publishable key (read at run time). */
export function useDonationConfig() {
  return useQuery<DonationConfig>({ queryKey: DONATION_CONFIG_KEY });
}

/** Creates the PaymentIntent for an amount in dollars; resolves its client secret. */
export function useCreateDonationIntent() {
  return useMutation<DonationIntent, Error, number>({
    mutationFn: (amount) => apiSend<DonationIntent>('POST', '/api/create-donation-intent', { amount }),
  });
}
