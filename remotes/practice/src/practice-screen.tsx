import type { PracticeGroup, PracticeSession } from '@renewed/content';
import { useRef, useState } from 'react';
import { PrepareDialog } from './prepare-dialog';
import { SessionList } from './session-list';
import { SessionView } from './session-view';

type Chosen = { session: PracticeSession; group: PracticeGroup };
type Active = Chosen & { moodBefore: number };

/**
 * idle list; a chosen session opens the prepare dialog;
 * Begin Practice opens the session view; Done (Session Complete) and Reset return to the list.
 */
export function PracticeScreen() {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [active, setActive] = useState<Active | null>(null);
  const [returnFocusTo, setReturnFocusTo] = useState<string | null>(null);
  const chooseButton = useRef<HTMLButtonElement | null>(null);

  if (active) {
    return (
      <SessionView
        key={active.session.id}
        session={active.session}
        group={active.group}
        moodBefore={active.moodBefore}
        onExit={() => {
          setReturnFocusTo(active.session.id);
          setActive(null);
        }}
      />
    );
  }

  return (
    <>
      <SessionList
        onChoose={(session, group, trigger) => {
          chooseButton.current = trigger;
          setChosen({ session, group });
        }}
        focusSessionId={returnFocusTo}
      />
      <PrepareDialog
        session={chosen?.session ?? null}
        returnFocusTo={chooseButton}
        onCancel={() => setChosen(null)}
        onBegin={(moodBefore) => {
          if (chosen) setActive({ ...chosen, moodBefore });
          setChosen(null);
        }}
      />
    </>
  );
}
