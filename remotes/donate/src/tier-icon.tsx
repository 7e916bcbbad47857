import type { DonationTier } from '@renewed/contracts/donation-amount';
import { BookIcon, HeartIcon, ShieldIcon, SparkleIcon } from '@renewed/ui';

const ICONS = { heart: HeartIcon, book: BookIcon, sparkle: SparkleIcon, shield: ShieldIcon } as const;

export function TierIcon({ icon, className }: { icon: DonationTier['icon']; className?: string }) {
  const Icon = ICONS[icon];
  return <Icon className={className} />;
}
