import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@renewed/ui';
import { useState } from 'react';
import { DEFAULT_MOOD, moodLabel } from './mood';
import { MoodSlider } from './mood-slider';
import { describeDuration } from './timer/format-clock';

type CompleteDialogProps = {
  open: boolean;
  sessionName: string;
  practisedMs: number;
  endedEarly: boolean;
  moodBefore: number;
  onSkip(): void;
  /** Notes and the rating stay on screen for a screenshot; they are not stored or sent. */
  onSave(): void;
};

/** 'Session Complete': how are you now (1-5, default 3) and optional notes. Nothing is sent anywhere. */
export function CompleteDialog({ open, onSkip, ...props }: CompleteDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onSkip()}>
      {open ? <CompleteDialogContent onSkip={onSkip} {...props} /> : null}
    </Dialog>
  );
}

function CompleteDialogContent({
  sessionName,
  practisedMs,
  endedEarly,
  moodBefore,
  onSkip,
  onSave,
}: Omit<CompleteDialogProps, 'open'>) {
  const [mood, setMood] = useState(DEFAULT_MOOD);
  const [notes, setNotes] = useState('');
  return (
    <DialogContent onCloseAutoFocus={(event) => event.preventDefault()}>
      <DialogHeader>
        <DialogTitle>Session Complete</DialogTitle>
        <DialogDescription>
          {endedEarly
            ? `You practised ${sessionName} for ${describeDuration(practisedMs)}. Every minute counts.`
            : `You completed ${describeDuration(practisedMs)} of ${sessionName}. Well done.`}
        </DialogDescription>
      </DialogHeader>
      <p className="text-muted-foreground">Before you started you felt: {moodLabel(moodBefore)}.</p>
      <MoodSlider id="practice-mood-after" label="How are you feeling now?" value={mood} onChange={setMood} />
      <div className="space-y-1">
        <label htmlFor="practice-notes" className="font-medium">
          Session Notes <span className="font-normal text-muted-foreground">(optional)</span>
        </label>
        <textarea
          id="practice-notes"
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          placeholder="What did you notice during your practice?"
          rows={4}
          className="w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onSkip}>
          Skip
        </Button>
        <Button onClick={onSave}>Save Notes</Button>
      </DialogFooter>
    </DialogContent>
  );
}
