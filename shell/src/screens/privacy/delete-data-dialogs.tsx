import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@renewed/ui';
import { useId, useState } from 'react';
import { DELETE_CONFIRMATION_WORD, isDeleteConfirmed } from './local-data';

export const FIRST_CONFIRMATION = 'Are you absolutely sure? This will permanently delete ALL your data and cannot be undone.';

/**
 * Two confirmations before anything is deleted: the first asks once more, the second asks the
 * visitor to type DELETE and keeps the button disabled until they have (a real check, not a
 * decoration). Both are accessible dialogs: focus is trapped and Escape cancels.
 */
export function DeleteDataDialogs({
  step,
  onStepChange,
  onConfirm,
  deleting,
}: {
  step: 'closed' | 'first' | 'final';
  onStepChange(step: 'closed' | 'first' | 'final'): void;
  onConfirm(): void;
  deleting: boolean;
}) {
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const close = (open: boolean) => {
    if (!open) {
      setTyped('');
      onStepChange('closed');
    }
  };
  return (
    <>
      <Dialog open={step === 'first'} onOpenChange={close}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete all your data?</DialogTitle>
            <DialogDescription>{FIRST_CONFIRMATION}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button variant="destructive" onClick={() => onStepChange('final')}>
              Yes, continue
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <Dialog open={step === 'final'} onOpenChange={close}>
        <DialogContent>
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (isDeleteConfirmed(typed) && !deleting) onConfirm();
            }}
          >
            <DialogHeader>
              <DialogTitle>Final warning</DialogTitle>
              <DialogDescription>
                Your logs, check-ins, progress and saved results will be deleted from Renewed for good, and this browser will
                start fresh. Type {DELETE_CONFIRMATION_WORD} to confirm.
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-1">
              <label htmlFor={inputId} className="font-medium">
                Type {DELETE_CONFIRMATION_WORD} to confirm
              </label>
              <input
                id={inputId}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                className="min-h-11 rounded-md border border-input bg-background px-3 text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              />
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={!isDeleteConfirmed(typed) || deleting}>
                {deleting ? 'Deleting...' : 'Delete everything'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
