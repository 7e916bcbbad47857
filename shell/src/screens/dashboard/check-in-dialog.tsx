import type { CheckInType } from '@renewed/contracts';
import { ENERGY_LEVEL_LABELS, SLEEP_QUALITY_LABELS } from '@renewed/content';
import { Button, cn, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@renewed/ui';
import { isSavedOnDevice, SAVED_ON_DEVICE_MESSAGE, toast } from '@renewed/web-kit';
import { useState } from 'react';
import { useLogSymptom } from './use-dashboard-data';

const COPY: Record<CheckInType, { title: string; question: string; labels: readonly string[] }> = {
  sleep_quality: { title: 'Sleep Quality', question: 'How did you sleep last night?', labels: SLEEP_QUALITY_LABELS },
  energy_level: { title: 'Energy Level', question: 'How is your energy right now?', labels: ENERGY_LEVEL_LABELS },
};

/** A quick 1-5 check-in, stored with the visitor's other logs. */
export function CheckInDialog({ type, onOpenChange }: { type: CheckInType | null; onOpenChange: (open: boolean) => void }) {
  const [rating, setRating] = useState<number | null>(null);
  const logSymptom = useLogSymptom();
  const copy = type ? COPY[type] : null;

  const close = () => {
    setRating(null);
    onOpenChange(false);
  };

  const save = () => {
    if (!type || rating === null) return;
    logSymptom.mutate(
      { symptomType: type, rating, timestamp: new Date().toISOString() },
      {
        onSuccess: () => {
          toast({ title: 'Check-in saved', description: `${COPY[type].title}: ${COPY[type].labels[rating - 1]}` });
          close();
        },
        onError: (error) => {
          if (!isSavedOnDevice(error)) return toast({ title: 'Check-in failed', description: error.message, variant: 'destructive' });
          toast({ title: 'Check-in saved', description: SAVED_ON_DEVICE_MESSAGE });
          close();
        },
      },
    );
  };

  return (
    <Dialog open={type !== null} onOpenChange={(open) => (open ? onOpenChange(true) : close())}>
      {copy ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{copy.title}</DialogTitle>
            <DialogDescription>{copy.question}</DialogDescription>
          </DialogHeader>
          <div role="radiogroup" aria-label={copy.title} className="grid grid-cols-5 gap-2">
            {copy.labels.map((label, index) => (
              <button
                key={label}
                type="button"
                role="radio"
                aria-checked={rating === index + 1}
                onClick={() => setRating(index + 1)}
                className={cn(
                  'flex min-h-16 flex-col items-center justify-center rounded-md border p-1 text-xs sm:text-sm',
                  rating === index + 1 ? 'border-primary bg-secondary text-secondary-foreground' : 'border-input hover:bg-muted',
                )}
              >
                <span className="text-lg font-semibold">{index + 1}</span>
                {label}
              </button>
            ))}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button onClick={save} disabled={rating === null || logSymptom.isPending}>
              Save check-in
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
