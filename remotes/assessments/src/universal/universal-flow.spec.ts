import { UNIVERSAL_QUESTIONS, type UniversalQuestion } from '@renewed/contracts/assessments/universal-questions';
import { scoreUniversalAssessment, type UniversalResponses } from '@renewed/contracts/assessments/universal-scoring';
import {
  canAdvance,
  INITIAL_UNIVERSAL_STATE,
  isLastQuestion,
  isNoneChosen,
  progressPercent,
  QUESTION_COUNT,
  toggleCheckbox,
  toggleNone,
  universalReducer,
  universalSubmission,
  type UniversalAction,
  type UniversalState,
} from './universal-flow';

const question = (id: string) => (UNIVERSAL_QUESTIONS as readonly UniversalQuestion[]).find((item) => item.id === id)!;
const NOW = '2026-01-01T10:00:00.000Z';

const ANSWERS: UniversalResponses = {
  movement_daily: 'about_30_minutes',
  movement_exercise: ['walking'],
  nutrition_plants: 'two',
  nutrition_processed: 'rarely',
  purpose_meaning: 6,
  purpose_morning: 'okay',
  social_relationships: 'mostly',
  social_community: 'weekly',
  stress_management: 3,
  stress_practices: [],
  peri_stage: 'mid_perimenopause',
  peri_symptoms: ['hot_flashes', 'night_sweats', 'brain_fog', 'joint_aches', 'mood_changes'],
};

/** Answers each question in turn and presses Next, as a visitor does. */
function completeAll(answers: UniversalResponses, state: UniversalState = INITIAL_UNIVERSAL_STATE): UniversalState {
  let current = state;
  for (const item of UNIVERSAL_QUESTIONS) {
    current = universalReducer(current, { type: 'answer', questionId: item.id, answer: answers[item.id] });
    current = universalReducer(current, { type: 'next', now: NOW });
  }
  return current;
}

describe('universal assessment flow (docs/product.md, "Health assessments")', () => {
  it('starts on question 1 of 12 with no answers', () => {
    expect(QUESTION_COUNT).toBe(12);
    expect(INITIAL_UNIVERSAL_STATE).toEqual({ index: 0, answers: {}, finished: false, result: null });
    expect(progressPercent(INITIAL_UNIVERSAL_STATE)).toBe(8);
  });

  it('Next does nothing until the current question is answered', () => {
    expect(canAdvance(INITIAL_UNIVERSAL_STATE)).toBe(false);
    expect(universalReducer(INITIAL_UNIVERSAL_STATE, { type: 'next', now: NOW })).toBe(INITIAL_UNIVERSAL_STATE);
    const answered = universalReducer(INITIAL_UNIVERSAL_STATE, {
      type: 'answer',
      questionId: 'movement_daily',
      answer: 'very_active',
    });
    expect(canAdvance(answered)).toBe(true);
    expect(universalReducer(answered, { type: 'next', now: NOW }).index).toBe(1);
  });

  it('an untouched checkbox question is unanswered; an empty list is an answer', () => {
    const onCheckbox: UniversalState = { ...INITIAL_UNIVERSAL_STATE, index: 1 };
    expect(canAdvance(onCheckbox)).toBe(false);
    const none = universalReducer(onCheckbox, { type: 'answer', questionId: 'movement_exercise', answer: [] });
    expect(canAdvance(none)).toBe(true);
  });

  it('Previous goes back and never below the first question', () => {
    const second: UniversalState = { ...INITIAL_UNIVERSAL_STATE, index: 1 };
    expect(universalReducer(second, { type: 'previous' }).index).toBe(0);
    expect(universalReducer(INITIAL_UNIVERSAL_STATE, { type: 'previous' }).index).toBe(0);
  });

  it('Next on the last question finishes with the documented scores of the answers', () => {
    const done = completeAll(ANSWERS);
    expect(done.finished).toBe(true);
    expect(done.index).toBe(11);
    expect(done.result).toEqual({ responses: ANSWERS, scores: scoreUniversalAssessment(ANSWERS), completedAt: NOW });
    expect(isLastQuestion(done)).toBe(true);
    expect(progressPercent(done)).toBe(100);
  });

  it('Retake goes back to question 1 with empty answers and leaves finished, keeping the last result for review', () => {
    const done = completeAll(ANSWERS);
    const again = universalReducer(done, { type: 'retake' });
    expect(again).toMatchObject({ index: 0, answers: {}, finished: false });
    expect(again.result).toBe(done.result);
    expect(universalReducer(again, { type: 'review' }).finished).toBe(true);
    expect(universalReducer(INITIAL_UNIVERSAL_STATE, { type: 'review' }).finished).toBe(false);
  });

  it('clearing an answer makes the question unanswered again', () => {
    const actions: UniversalAction[] = [
      { type: 'answer', questionId: 'movement_daily', answer: 'very_active' },
      { type: 'answer', questionId: 'movement_daily', answer: undefined },
    ];
    const state = actions.reduce(universalReducer, INITIAL_UNIVERSAL_STATE);
    expect(state.answers).toEqual({});
    expect(canAdvance(state)).toBe(false);
  });
});

describe('checkbox answers', () => {
  const exercise = question('movement_exercise');
  const symptoms = question('peri_symptoms');

  it('toggles options on and off, kept in option order', () => {
    let answer = toggleCheckbox(exercise, undefined, 'stretching');
    answer = toggleCheckbox(exercise, answer, 'walking');
    expect(answer).toEqual(['walking', 'stretching']);
    expect(toggleCheckbox(exercise, answer, 'walking')).toEqual(['stretching']);
  });

  it('unticking the last option leaves an empty list, which is an answer ("none")', () => {
    const answer = toggleCheckbox(exercise, ['walking'], 'walking');
    expect(answer).toEqual([]);
    expect(isNoneChosen(answer)).toBe(true);
  });

  it("'None of these' answers [] and clears choices; unticking it leaves the question unanswered", () => {
    expect(toggleNone(undefined)).toEqual([]);
    expect(toggleNone(['walking', 'dancing'])).toEqual([]);
    expect(toggleNone([])).toBeUndefined();
    expect(isNoneChosen(undefined)).toBe(false);
    expect(isNoneChosen(['walking'])).toBe(false);
  });

  it("'None of these apply to me' excludes the symptoms, and a symptom excludes it", () => {
    const none = toggleCheckbox(symptoms, ['hot_flashes', 'brain_fog'], 'none_of_these');
    expect(none).toEqual(['none_of_these']);
    expect(toggleCheckbox(symptoms, none, 'night_sweats')).toEqual(['night_sweats']);
  });

  it('refuses to toggle a question that is not a checkbox question', () => {
    expect(() => toggleCheckbox(question('movement_daily'), undefined, 'very_active')).toThrow('not a checkbox question');
  });
});

describe('the submission', () => {
  it('carries the session, the fixed type, every answer and the scores', () => {
    const done = completeAll(ANSWERS);
    expect(universalSubmission('session-1', done.result!)).toEqual({
      sessionId: 'session-1',
      assessmentType: 'universal_health',
      responses: ANSWERS,
      scores: scoreUniversalAssessment(ANSWERS),
    });
  });
});
