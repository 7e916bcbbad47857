import type { DonationHostProps } from '@renewed/contracts/donation-pages';
import { RemoteRoot } from '@renewed/ui';
import { QueryProvider } from '@renewed/web-kit/query-client';
import { useEffect } from 'react';
import { DonationDialog } from './donation-dialog';
import styles from './styles.css?inline';
import { useDonationHost } from './use-donation-host';

/**
 * The donation dialog behind the shell's floating 'Support Education' button (exposed as
 * ./DonationHost). The shell draws the button and fetches this module on the first press (or
 * hover, or focus), so a visit that never donates downloads none of the donate remote; the shell
 * owns the open state. When the page was loaded with `?donate=<amount>` the shell fetches this at
 * once and the dialog opens with that amount.
 */
export default function DonationHost({ open, onOpenChange }: DonationHostProps) {
  const { resumeAmount, onResumed } = useDonationHost();
  useEffect(() => {
    if (resumeAmount !== undefined) onOpenChange(true);
  }, [resumeAmount, onOpenChange]);
  return (
    <RemoteRoot name="donate" css={styles}>
      <QueryProvider>
        <DonationDialog open={open} onOpenChange={onOpenChange} resumeAmount={resumeAmount} onResumed={onResumed} />
      </QueryProvider>
    </RemoteRoot>
  );
}
