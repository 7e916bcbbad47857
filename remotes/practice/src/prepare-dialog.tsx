import type { PracticeSession } from '@renewed/content';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@renewed/ui';
import { useRef, useState, type RefObject } from 'react';
import { DEFAULT_MOOD } from './mood';
import { MoodSlider } from './mood-slider';

type PrepareDialogProps = {
  session: PracticeSession | null;
  /** Where focus goes back after Cancel (the dialog is opened from the list, not by a Radix trigger). */
  returnFocusTo: RefObject<HTMLElement | null>;
  onCancel(): void;
  onBegin(moodBefore: number): void;
};

/** 'Prepare for Practice': a mood check-in (1-5, default 3) before the session view opens. */
export function PrepareDialog({ session, ...props }: PrepareDialogProps) {
  return (
    <Dialog open={session !== null} onOpenChange={(open) => !open && props.onCancel()}>
      {session ? <PrepareDialogContent key={session.id} session={session} {...props} /> : null}
    </Dialog>
  );
}

function PrepareDialogContent({ session, returnFocusTo, onCancel, onBegin }: PrepareDialogProps & { session: PracticeSession }) {
  const [mood, setMood] = useState(DEFAULT_MOOD);
  const began = useRef(false);
  return (
    <DialogContent
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        // After Begin Practice the session view takes focus; after Cancel the session's button does.
        if (!began.current) returnFocusTo.current?.focus();
      }}
    >
      <DialogHeader>
        <DialogTitle>Prepare for Practice</DialogTitle>
        <DialogDescription>
          {session.name}, {session.duration} minutes. Find a comfortable position and take a moment to notice how you feel.
        </DialogDescription>
      </DialogHeader>
      <MoodSlider id="practice-mood-before" label="How are you feeling right now?" value={mood} onChange={setMood} />
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          onClick={() => {
            began.current = true;
            onBegin(mood);
          }}
        >
          Begin Practice
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
