import type { SymptomLog } from '@renewed/contracts';
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
import { toast } from '@renewed/web-kit';
import { useState } from 'react';
import { useDeleteSymptomLog } from './use-tracking-data';

const PAGE = 20;

export function formatWhen(timestamp: string): string {
  return new Date(timestamp).toLocaleString(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** The period's entries, newest first, each with Delete (after a confirmation). */
export function EntriesTable({ entries }: { entries: readonly SymptomLog[] }) {
  const [shown, setShown] = useState(PAGE);
  const [pending, setPending] = useState<SymptomLog | null>(null);
  const remove = useDeleteSymptomLog();

  const confirmDelete = () => {
    if (!pending) return;
    const entry = pending;
    remove.mutate(entry.id, {
      onSuccess: () => {
        setPending(null);
        toast({ title: 'Entry deleted', description: `The hot flash from ${formatWhen(entry.timestamp)} is gone for good.` });
      },
      onError: (error) => {
        toast({
          title: 'Could not delete the entry',
          description: `${error.message} Nothing was changed; please try again.`,
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <>
      <table className="w-full text-left text-sm" data-testid="entries-table">
        <caption className="sr-only">Your hot flash entries in this period, newest first</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-2">
              When
            </th>
            <th scope="col" className="py-2 pr-2">
              Details
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.slice(0, shown).map((entry) => (
            <tr key={entry.id} className="border-b border-border/60 align-top" data-testid="entry-row">
              <td className="py-2 pr-2">{formatWhen(entry.timestamp)}</td>
              <td className="break-words py-2 pr-2">
                <span className="font-medium">Severity {entry.severity}/5</span>, {entry.duration} min
                {entry.triggers?.length ? <span className="block">Triggers: {entry.triggers.join(', ')}</span> : null}
                {entry.reliefMethods?.length ? <span className="block">Helped: {entry.reliefMethods.join(', ')}</span> : null}
                {entry.notes ? <span className="block text-muted-foreground">{entry.notes}</span> : null}
              </td>
              <td className="py-1 text-right">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setPending(entry)}
                  aria-label={`Delete the hot flash from ${formatWhen(entry.timestamp)}`}
                >
                  Delete
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {entries.length > shown ? (
        <Button variant="outline" className="mt-3" onClick={() => setShown((count) => count + PAGE)}>
          Show more entries ({entries.length - shown} more)
        </Button>
      ) : null}
      <Dialog open={pending !== null} onOpenChange={(open) => (open ? undefined : setPending(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this entry?</DialogTitle>
            <DialogDescription>
              {pending ? `The hot flash from ${formatWhen(pending.timestamp)} will be deleted for good. ` : ''}
              Your other entries stay as they are.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Keep it</Button>
            </DialogClose>
            <Button variant="destructive" onClick={confirmDelete} disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete entry'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
