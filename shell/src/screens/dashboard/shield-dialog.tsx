import { MANTRA_MAX_LENGTH, MOOD_STATES, PROTECTION_LEVELS, STOCK_MANTRA } from '@renewed/contracts/shield-options';
import { NOTES_MAX_LENGTH } from '@renewed/contracts/symptom-options';
import { Button, cn, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@renewed/ui';
import { toast } from '@renewed/web-kit';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { DEFAULT_SHIELD_FORM, SHIELD_CONFIRMATION_MS, toShieldApplication, type ShieldForm } from './shield-form';
import { useApplyShield } from './use-dashboard-data';

/** The Luxe Self-Care Shield boundary ritual (docs/product.md, "Luxe Self-Care Shield"). */
export function ShieldDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [form, setForm] = useState<ShieldForm>(DEFAULT_SHIELD_FORM);
  const [confirmedMantra, setConfirmedMantra] = useState<string | null>(null);
  const applyShield = useApplyShield();
  const mantraId = useId();
  const notesId = useId();

  useEffect(() => {
    if (confirmedMantra === null) return;
    const timer = window.setTimeout(() => {
      setConfirmedMantra(null);
      setForm(DEFAULT_SHIELD_FORM);
    }, SHIELD_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [confirmedMantra]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const application = toShieldApplication(form, new Date());
    if (!application) {
      toast({
        title: 'Missing mood check',
        description: 'How are you feeling today? Pick a mood to apply your shield. It is saved with this shield, and you can see it in your data export on the Privacy page.',
        variant: 'destructive',
      });
      return;
    }
    applyShield.mutate(application, {
      onSuccess: () => {
        toast({
          title: 'Boundary Magic activated',
          description: `Your shield is up. Carry your mantra with you: "${application.dailyMantra}"`,
        });
        setConfirmedMantra(application.dailyMantra);
      },
      onError: (error) =>
        toast({ title: 'Boundary Magic application failed', description: error.message, variant: 'destructive' }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Luxe Self-Care Shield</DialogTitle>
          <DialogDescription>
            A one-minute boundary ritual: choose your protection, check in with your mood, set a mantra.
          </DialogDescription>
        </DialogHeader>
        {confirmedMantra !== null ? (
          <div role="status" className="space-y-3 rounded-lg bg-secondary p-6 text-center text-secondary-foreground">
            <p className="font-serif text-2xl font-semibold">Your shield is active</p>
            <p className="text-lg">“{confirmedMantra}”</p>
            <p className="text-sm">Take a breath. You decide what gets through today.</p>
          </div>
        ) : (
          <form onSubmit={submit} className="space-y-5">
            <fieldset>
              <legend className="mb-2 font-semibold">Protection level</legend>
              <div role="radiogroup" aria-label="Protection level" className="grid gap-2 sm:grid-cols-3">
                {PROTECTION_LEVELS.map((level) => (
                  <button
                    key={level.value}
                    type="button"
                    role="radio"
                    aria-checked={form.protectionLevel === level.value}
                    onClick={() => setForm((current) => ({ ...current, protectionLevel: level.value }))}
                    className={cn(
                      'min-h-11 rounded-md border px-3 py-2 font-medium',
                      form.protectionLevel === level.value
                        ? 'border-primary bg-secondary text-secondary-foreground'
                        : 'border-input hover:bg-muted',
                    )}
                  >
                    {level.label}
                  </button>
                ))}
              </div>
            </fieldset>
            <fieldset>
              <legend className="mb-2 font-semibold">How are you feeling?</legend>
              <div role="radiogroup" aria-label="Mood" className="flex flex-wrap gap-2">
                {MOOD_STATES.map((mood) => (
                  <button
                    key={mood.value}
                    type="button"
                    role="radio"
                    aria-checked={form.moodState === mood.value}
                    onClick={() => setForm((current) => ({ ...current, moodState: mood.value }))}
                    className={cn(
                      'min-h-11 rounded-full border px-4 py-2 text-sm font-medium',
                      form.moodState === mood.value
                        ? 'border-primary bg-primary text-primary-foreground'
                        : 'border-input hover:bg-muted',
                    )}
                  >
                    {mood.label}
                  </button>
                ))}
              </div>
            </fieldset>
            <div>
              <label htmlFor={mantraId} className="mb-2 block font-semibold">
                Daily mantra <span className="font-normal text-muted-foreground">(optional)</span>
              </label>
              <input
                id={mantraId}
                value={form.dailyMantra}
                maxLength={MANTRA_MAX_LENGTH}
                onChange={(event) => setForm((current) => ({ ...current, dailyMantra: event.target.value }))}
                placeholder={STOCK_MANTRA}
                className="min-h-11 w-full rounded-md border border-input bg-background px-3"
              />
            </div>
            <div>
              <label htmlFor={notesId} className="mb-2 block font-semibold">
                Application notes <span className="font-normal text-muted-foreground">(optional)</span>
              </label>
              <textarea
                id={notesId}
                rows={2}
                maxLength={NOTES_MAX_LENGTH}
                value={form.applicationNotes}
                onChange={(event) => setForm((current) => ({ ...current, applicationNotes: event.target.value }))}
                className="w-full rounded-md border border-input bg-background p-3"
              />
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Close
              </Button>
              <Button type="submit" disabled={applyShield.isPending}>
                {applyShield.isPending ? 'Applying...' : 'Apply Shield'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
