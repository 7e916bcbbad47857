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
import { useState } from 'react';
import { useResetBingoBoard } from './use-bingo';

/**
 * New Board (docs/content.md, "Claims the app makes"): the server clears this session's ticks on
 * this board, and nothing else. The browser keeps its session id, so hot-flash logs, check-ins,
 * reading progress, results and the other boards stay the visitor's, and the dialog says exactly that.
 */
export function NewBoardDialog({ sessionId, boardId, boardName }: { sessionId: string; boardId: string; boardName: string }) {
  const [open, setOpen] = useState(false);
  const reset = useResetBingoBoard(sessionId, boardId);
  const start = () => reset.mutate(undefined, { onSuccess: () => setOpen(false) });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">New Board</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Start a new board?</DialogTitle>
          <DialogDescription>This clears every tick on {boardName}, so the board starts empty again.</DialogDescription>
        </DialogHeader>
        <p>
          Only the ticks on this board are removed. Your other boards, hot flash logs, check-ins, reading progress and
          assessment results stay as they are.
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep This Board</Button>
          </DialogClose>
          <Button onClick={start} disabled={reset.isPending}>
            {reset.isPending ? 'Clearing...' : 'Start New Board'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
