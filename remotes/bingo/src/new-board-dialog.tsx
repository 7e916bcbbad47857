import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@renewed/ui';
import { replaceSessionId } from '@renewed/web-kit';
import { Link } from 'react-router-dom';

/**
 * New Board (docs/product.md, "Bingo"): a fresh anonymous session id, saved, then the page reloads and every
 * board starts empty. The old progress stays on the server under the old id, which this browser
 * no longer holds, so the visitor is told to export or delete it first if they want to.
 */
export function NewBoardDialog({ startNewBoard = defaultStartNewBoard }: { startNewBoard?: () => void }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">New Board</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Start a new board?</DialogTitle>
          <DialogDescription>Every board starts empty again, with a fresh anonymous session for this browser.</DialogDescription>
        </DialogHeader>
        <div className="space-y-3">
          <p>
            Your current ticks are not deleted: they stay tied to your old session id until they expire. After the switch this
            browser uses the new id, so you can no longer export or delete the old progress (or your saved assessment results)
            from the Privacy page.
          </p>
          <p>
            If you want a copy, or want it gone, visit{' '}
            <DialogClose asChild>
              <Link to="/privacy-dashboard" className="font-medium text-primary underline underline-offset-4">
                Privacy and data control
              </Link>
            </DialogClose>{' '}
            first and export or delete your data there.
          </p>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep This Board</Button>
          </DialogClose>
          <Button onClick={startNewBoard}>Start New Board</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function defaultStartNewBoard(): void {
  replaceSessionId();
  window.location.reload();
}
