import { ABSOLUTE_MAX_DONATION_AMOUNT } from '@renewed/contracts/donation-amount';
import { DONATE_QUERY_PARAM } from '@renewed/contracts/donation-pages';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { amountFromSearch } from './donation-flow';

/**
 * Open state of a donation dialog, opened at once when the page was loaded with `?donate=<amount>`
 * (the fresh load a page whose policy had no Stripe asked for); the parameter is then removed.
 */
export function useDonationHost() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [resumeAmount] = useState(() => amountFromSearch(`?${searchParams.toString()}`, ABSOLUTE_MAX_DONATION_AMOUNT));
  const [open, setOpen] = useState(resumeAmount !== undefined);
  const onResumed = useCallback(() => {
    setSearchParams(
      (params) => {
        params.delete(DONATE_QUERY_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [setSearchParams]);
  return { open, setOpen, resumeAmount, onResumed };
}
