import { BINGO_REWARD_OVERLAY_MS } from '@renewed/contracts/bingo-rules';
import { Button } from '@renewed/ui';
import { useEffect } from 'react';
import { Icon } from './icons';

export type Reward = { id: number; message: string };

/** The celebratory message of a special square, shown for 4 seconds (or until closed). */
export function RewardOverlay({ reward, onClose }: { reward: Reward | null; onClose: () => void }) {
  useEffect(() => {
    if (!reward) return;
    const timer = setTimeout(onClose, BINGO_REWARD_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, [reward, onClose]);

  return (
    <div className="pointer-events-none fixed inset-x-0 top-1/4 z-50 flex justify-center px-4">
      <div role="status" aria-live="polite" className="w-full max-w-md">
        {reward ? (
          <div
            key={reward.id}
            data-testid="bingo-reward"
            className="pointer-events-auto rounded-lg border-2 border-primary bg-card p-6 text-center text-card-foreground shadow-xl motion-safe:animate-fade-in"
          >
            <Icon name="sparkles" className="mx-auto h-12 w-12 text-primary" />
            <p className="mt-2 font-serif text-2xl font-semibold">You did it!</p>
            <p className="mt-1 text-lg">{reward.message}</p>
            <Button variant="outline" className="mt-4" onClick={onClose}>
              Close
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
