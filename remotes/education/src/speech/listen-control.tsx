import { Button } from '@renewed/ui';
import { useSpeech } from './use-speech';

/**
 * The module's listen control (spec: toggles speak, pause and resume; a Stop button while
 * speaking; says clearly when the browser cannot speak).
 */
export function ListenControl({ parts, disabled = false }: { parts: readonly string[]; disabled?: boolean }) {
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
  const label = state === 'speaking' ? 'Pause Listening' : state === 'paused' ? 'Resume Listening' : 'Listen';

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Listen to this module">
      <Button variant="secondary" onClick={toggle} disabled={disabled}>
        <span aria-hidden="true">{state === 'speaking' ? '⏸' : '🔊'}</span>
        {label}
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
