import { useSpeech } from '@renewed/web-kit';
import { Button } from './button';

export type ListenControlProps = {
  /** The text to read, one string per paragraph or bullet. */
  parts: readonly string[];
  disabled?: boolean;
  /** The accessible name of the control group, e.g. 'Listen to this module'. */
  label?: string;
  /** The visible name of the start button (default 'Listen'). */
  listenText?: string;
};

/**
 * A listen control over the browser's speechSynthesis: one button toggles speak, pause and
 * resume; a Stop button shows while speaking or paused; where the browser cannot speak it says so
 * plainly in a disabled button. Rules: docs/product.md, "Listening".
 */
export function ListenControl({
  parts,
  disabled = false,
  label = 'Listen to this module',
  listenText = 'Listen',
}: ListenControlProps) {
  const { supported, state, speak, pause, resume, stop } = useSpeech();

  if (!supported) {
    return (
      <Button variant="outline" disabled>
        <span aria-hidden="true">🔇</span>
        Listening not available in this browser
      </Button>
    );
  }

  const toggle = () => {
    if (state === 'speaking') pause();
    else if (state === 'paused') resume();
    else speak(parts);
  };
  const text = state === 'speaking' ? 'Pause Listening' : state === 'paused' ? 'Resume Listening' : listenText;

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={label}>
      <Button variant="secondary" onClick={toggle} disabled={disabled}>
        <span aria-hidden="true">{state === 'speaking' ? '⏸' : '🔊'}</span>
        {text}
      </Button>
      {state !== 'idle' ? (
        <Button variant="outline" onClick={stop}>
          <span aria-hidden="true">⏹</span>
          Stop
        </Button>
      ) : null}
    </div>
  );
}
