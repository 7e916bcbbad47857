import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@renewed/ui';
import { useState } from 'react';
import { DEFAULT_MOOD, moodLabel } from './mood';
import { MoodSlider } from './mood-slider';
import { describeDuration } from './timer/format-clock';

type CompleteDialogProps = {
  open: boolean;
  sessionName: string;
  practicedMs: number;
  endedEarly: boolean;
  moodBefore: number;
  /** Closes the dialog and returns to the list (Done, Escape or the close button). */
  onSkip(): void;
};

/**
 * 'Session Complete': a moment to notice how you feel now (1-5, default 3). Nothing here is stored
 * or sent, and the dialog says so: the app does not offer to save what it would not keep
 * (docs/content.md, "Claims the app makes").
 */
export function CompleteDialog({ open, onSkip, ...props }: CompleteDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onSkip()}>
      {open ? <CompleteDialogContent onSkip={onSkip} {...props} /> : null}
    </Dialog>
  );
}

function CompleteDialogContent({
  sessionName,
  practicedMs,
  endedEarly,
  moodBefore,
  onSkip,
}: Omit<CompleteDialogProps, 'open'>) {
  const [mood, setMood] = useState(DEFAULT_MOOD);
  return (
    <DialogContent onCloseAutoFocus={(event) => event.preventDefault()}>
      <DialogHeader>
        <DialogTitle>Session Complete</DialogTitle>
        <DialogDescription>
          {endedEarly
            ? `You practiced ${sessionName} for ${describeDuration(practicedMs)}. Every minute counts.`
            : `You completed ${describeDuration(practicedMs)} of ${sessionName}. Well done.`}
        </DialogDescription>
      </DialogHeader>
      <p className="text-muted-foreground">Before you started you felt: {moodLabel(moodBefore)}.</p>
      <MoodSlider id="practice-mood-after" label="How are you feeling now?" value={mood} onChange={setMood} />
      <p className="text-sm text-muted-foreground" data-testid="practice-not-saved">
        This check-in is just for you. Nothing here is saved or sent.
      </p>
      <DialogFooter>
        <Button onClick={onSkip}>Done</Button>
      </DialogFooter>
    </DialogContent>
  );
}
