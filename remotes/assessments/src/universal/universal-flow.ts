import type { UniversalSubmission } from '@renewed/contracts';
import {
  NO_SYMPTOMS_VALUE,
  UNIVERSAL_QUESTIONS,
  type UniversalQuestion,
} from '@renewed/contracts/assessments/universal-questions';
import {
  isAnswered,
  scoreUniversalAssessment,
  type UniversalAnswer,
  type UniversalResponses,
  type UniversalScores,
} from '@renewed/contracts/assessments/universal-scoring';

/** The 12 questions, in the order they are asked. */
export const QUESTIONS = UNIVERSAL_QUESTIONS as readonly UniversalQuestion[];
export const QUESTION_COUNT = QUESTIONS.length;

/** A completed run: the answers given and the scores they earned (docs/product.md, "Health assessments"). */
export type UniversalResult = { responses: UniversalResponses; scores: UniversalScores; completedAt: string };

/**
 * question index 0-11, then finished. `result` keeps the last completed run, so
 * the hub's 'Review Results' can show it again during this visit.
 */
export type UniversalState = { index: number; answers: UniversalResponses; finished: boolean; result: UniversalResult | null };

export type UniversalAction =
  | { type: 'answer'; questionId: string; answer: UniversalAnswer | undefined }
  | { type: 'next'; now: string }
  | { type: 'previous' }
  | { type: 'retake' }
  | { type: 'review' };

export const INITIAL_UNIVERSAL_STATE: UniversalState = { index: 0, answers: {}, finished: false, result: null };

export function currentQuestion(state: UniversalState): UniversalQuestion {
  return QUESTIONS[state.index]!;
}

/** Next (and Complete) stay disabled until the current question has an answer; [] counts. */
export function canAdvance(state: UniversalState): boolean {
  const question = currentQuestion(state);
  return isAnswered(question.id, state.answers[question.id]);
}

export function isLastQuestion(state: UniversalState): boolean {
  return state.index === QUESTION_COUNT - 1;
}

/** Percent of the way through, counting the question on screen. */
export function progressPercent(state: UniversalState): number {
  return Math.round(((state.index + 1) / QUESTION_COUNT) * 100);
}

/** The scores of a set of answers (docs/product.md, "Health assessments"), as a completed run. */
export function universalResult(responses: UniversalResponses, completedAt: string): UniversalResult {
  return { responses, scores: scoreUniversalAssessment(responses), completedAt };
}

export function universalReducer(state: UniversalState, action: UniversalAction): UniversalState {
  switch (action.type) {
    case 'answer': {
      const answers = { ...state.answers };
      if (action.answer === undefined) delete answers[action.questionId];
      else answers[action.questionId] = action.answer;
      return { ...state, answers };
    }
    case 'next': {
      if (state.finished || !canAdvance(state)) return state;
      if (!isLastQuestion(state)) return { ...state, index: state.index + 1 };
      return { ...state, finished: true, result: universalResult(state.answers, action.now) };
    }
    case 'previous':
      return state.finished ? state : { ...state, index: Math.max(0, state.index - 1) };
    case 'retake':
      return { ...INITIAL_UNIVERSAL_STATE, result: state.result };
    case 'review':
      return state.result ? { ...state, finished: true } : state;
  }
}

/**
 * Checkbox toggling. Values stay in the question's option order. An exclusive value (the
 * 'None of these apply to me' option) clears the others, and choosing another option clears it.
 * Toggling always yields a list, and an empty list is an answer ("none").
 */
export function toggleCheckbox(question: UniversalQuestion, current: UniversalAnswer | undefined, value: string): string[] {
  if (question.type !== 'checkbox') throw new Error(`${question.id} is not a checkbox question`);
  const list = Array.isArray(current) ? current : [];
  let chosen: string[];
  if (list.includes(value)) chosen = list.filter((item) => item !== value);
  else if (value === NO_SYMPTOMS_VALUE) chosen = [value];
  else chosen = [...list.filter((item) => item !== NO_SYMPTOMS_VALUE), value];
  return question.options.map((option) => option.value).filter((option) => chosen.includes(option));
}

/** Whether the question's options include its own 'none' answer (peri_symptoms does). */
export function hasOwnNoneOption(question: UniversalQuestion): boolean {
  return question.type === 'checkbox' && question.options.some((option) => option.value === NO_SYMPTOMS_VALUE);
}

/** The added 'None of these' control of the other checkbox questions is ticked exactly when the answer is []. */
export function isNoneChosen(current: UniversalAnswer | undefined): boolean {
  return Array.isArray(current) && current.length === 0;
}

/** Ticking 'None of these' answers [] (clearing any choices); unticking it leaves the question unanswered. */
export function toggleNone(current: UniversalAnswer | undefined): string[] | undefined {
  return isNoneChosen(current) ? undefined : [];
}

/** POST /api/health-assessment body (docs/product.md, "Health assessments"): the answers and the scores they earned. */
export function universalSubmission(sessionId: string, result: UniversalResult): UniversalSubmission {
  const responses: Record<string, UniversalAnswer> = {};
  for (const [questionId, answer] of Object.entries(result.responses)) {
    if (answer !== undefined) responses[questionId] = answer;
  }
  return { sessionId, assessmentType: 'universal_health', responses, scores: result.scores };
}
