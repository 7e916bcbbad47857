import { useReducer, useState } from 'react';
import { LipedemaAssessment } from '../lipedema/lipedema-assessment';
import { INITIAL_LIPEDEMA_STATE, lipedemaReducer } from '../lipedema/lipedema-flow';
import { UniversalAssessment } from '../universal/universal-assessment';
import { INITIAL_UNIVERSAL_STATE, universalReducer } from '../universal/universal-flow';
import { markCompleted, type AssessmentId, type HubView } from './hub-state';
import { SelectionView } from './selection-view';

/**
 * The health assessment hub (/health-assessment): selection, universal and lipedema views. What
 * was completed in this visit is kept in memory only (docs/product.md, "Health assessments"), as are the answers.
 */
export function AssessmentHub() {
  const [view, setView] = useState<HubView>('selection');
  const [moved, setMoved] = useState(false);
  const [completed, setCompleted] = useState<AssessmentId[]>([]);
  const [universal, dispatchUniversal] = useReducer(universalReducer, INITIAL_UNIVERSAL_STATE);
  const [lipedema, dispatchLipedema] = useReducer(lipedemaReducer, INITIAL_LIPEDEMA_STATE);

  const go = (next: HubView) => {
    setMoved(true);
    setView(next);
  };
  const open = (id: AssessmentId) => {
    // 'Review Results' opens the results of the run completed in this visit.
    if (completed.includes(id)) {
      if (id === 'universal') dispatchUniversal({ type: 'review' });
      else dispatchLipedema({ type: 'review' });
    }
    go(id);
  };
  const back = () => go('selection');

  switch (view) {
    case 'universal':
      return (
        <UniversalAssessment
          state={universal}
          dispatch={dispatchUniversal}
          onBack={back}
          onCompleted={() => setCompleted((list) => markCompleted(list, 'universal'))}
          autoFocus={moved}
        />
      );
    case 'lipedema':
      return (
        <LipedemaAssessment
          state={lipedema}
          dispatch={dispatchLipedema}
          onBack={back}
          onCompleted={() => setCompleted((list) => markCompleted(list, 'lipedema'))}
          autoFocus={moved}
        />
      );
    case 'selection':
      return <SelectionView completed={completed} onOpen={open} autoFocus={moved} />;
  }
}
