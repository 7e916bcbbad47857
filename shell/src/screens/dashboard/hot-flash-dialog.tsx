import {
  HOT_FLASH_DURATIONS,
  HOT_FLASH_SEVERITIES,
  HOT_FLASH_TRIGGERS,
  NOTES_MAX_LENGTH,
  RELIEF_METHODS,
} from '@renewed/contracts/symptom-options';
import { Button, cn, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@renewed/ui';
import { isSavedOnDevice, SAVED_ON_DEVICE_MESSAGE, toast } from '@renewed/web-kit';
import { useId, useState, type FormEvent } from 'react';
import { ChoiceChip, toggled } from './choice-chip';
import { EMPTY_HOT_FLASH_FORM, toHotFlashLog, type HotFlashForm } from './hot-flash-form';
import { useLogSymptom } from './use-dashboard-data';

/** The hot flash logger (docs/product.md, "Hot flash log"). */
export function HotFlashDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [form, setForm] = useState<HotFlashForm>(EMPTY_HOT_FLASH_FORM);
  const logSymptom = useLogSymptom();
  const notesId = useId();
  const ready = form.severity !== null && form.duration !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const log = toHotFlashLog(form, new Date());
    if (!log) {
      toast({ title: 'Missing Information', description: 'Please select severity and duration.', variant: 'destructive' });
      return;
    }
    const done = () => {
      setForm(EMPTY_HOT_FLASH_FORM);
      onOpenChange(false);
    };
    logSymptom.mutate(log, {
      onSuccess: () => {
        toast({ title: 'Hot Flash Logged', description: 'Saved for this browser only. Your patterns card now includes it.' });
        done();
      },
      onError: (error) => {
        if (!isSavedOnDevice(error)) return toast({ title: 'Logging Failed', description: error.message, variant: 'destructive' });
        // Offline: kept on this device and sent when the connection returns (docs/offline.md).
        toast({ title: 'Hot Flash Saved', description: SAVED_ON_DEVICE_MESSAGE });
        done();
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Log a Hot Flash</DialogTitle>
          <DialogDescription>
            A few taps now help you see your own patterns later. Only severity and duration are needed.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-6">
          <fieldset>
            <legend className="mb-2 font-semibold">How strong was it?</legend>
            <div role="radiogroup" aria-label="Severity" className="grid gap-2 sm:grid-cols-5">
              {HOT_FLASH_SEVERITIES.map((severity) => (
                <button
                  key={severity.value}
                  type="button"
                  role="radio"
                  aria-checked={form.severity === severity.value}
                  onClick={() => setForm((current) => ({ ...current, severity: severity.value }))}
                  className={cn(
                    'min-h-11 rounded-md border p-2 text-left text-sm',
                    form.severity === severity.value
                      ? 'border-primary bg-secondary text-secondary-foreground'
                      : 'border-input hover:bg-muted',
                  )}
                >
                  <span className="block font-semibold">
                    {severity.value} · {severity.label}
                  </span>
                  <span className="block text-muted-foreground">{severity.description}</span>
                </button>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="mb-2 font-semibold">How long did it last?</legend>
            <div role="radiogroup" aria-label="Duration" className="flex flex-wrap gap-2">
              {HOT_FLASH_DURATIONS.map((duration) => (
                <button
                  key={duration.value}
                  type="button"
                  role="radio"
                  aria-checked={form.duration === duration.value}
                  onClick={() => setForm((current) => ({ ...current, duration: duration.value }))}
                  className={cn(
                    'min-h-11 rounded-md border px-4 py-2 text-sm font-medium',
                    form.duration === duration.value
                      ? 'border-primary bg-secondary text-secondary-foreground'
                      : 'border-input hover:bg-muted',
                  )}
                >
                  {duration.label}
                </button>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="mb-2 font-semibold">
              Possible triggers <span className="font-normal text-muted-foreground">(optional)</span>
            </legend>
            <div className="flex flex-wrap gap-2">
              {HOT_FLASH_TRIGGERS.map((trigger) => (
                <ChoiceChip
                  key={trigger}
                  label={trigger}
                  pressed={form.triggers.includes(trigger)}
                  onToggle={() => setForm((current) => ({ ...current, triggers: toggled(current.triggers, trigger) }))}
                />
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="mb-2 font-semibold">
              What helped? <span className="font-normal text-muted-foreground">(optional)</span>
            </legend>
            <div className="flex flex-wrap gap-2">
              {RELIEF_METHODS.map((method) => (
                <ChoiceChip
                  key={method}
                  label={method}
                  pressed={form.reliefMethods.includes(method)}
                  onToggle={() => setForm((current) => ({ ...current, reliefMethods: toggled(current.reliefMethods, method) }))}
                />
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor={notesId} className="mb-2 block font-semibold">
              Notes <span className="font-normal text-muted-foreground">(optional)</span>
            </label>
            <textarea
              id={notesId}
              value={form.notes}
              maxLength={NOTES_MAX_LENGTH}
              onChange={(event) => setForm((current) => ({ ...current, notes: event.target.value }))}
              rows={3}
              className="w-full rounded-md border border-input bg-background p-3"
              placeholder="Where were you, what were you doing?"
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!ready || logSymptom.isPending}>
              {logSymptom.isPending ? 'Saving...' : 'Log Hot Flash'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
