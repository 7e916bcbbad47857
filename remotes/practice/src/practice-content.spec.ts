import { PRACTICE_GROUPS, PRACTICE_TIPS } from '@renewed/content';
import { guidanceParagraphs } from './guidance';
import { cycleSeconds, pacedPlanSeconds } from './pacer/pacer-phase';
import { sessionDurationMs } from './timer/practice-timer';

/** The content the remote shows, checked against the product's practice constants (docs/product.md, "Sacred Practice"). */
describe('practice content', () => {
  it('has the three groups of three sessions with the documented durations', () => {
    expect(PRACTICE_GROUPS.map((group) => group.name)).toEqual(['Sacred Meditation', 'Sacred Breathwork', 'Movement Medicine']);
    expect(PRACTICE_GROUPS.map((group) => group.sessions.map((session) => session.duration))).toEqual([
      [20, 15, 30],
      [10, 15, 12],
      [25, 20, 15],
    ]);
    expect(sessionDurationMs(20)).toBe(1_200_000);
  });

  it('gives every session a description and several paragraphs of guidance, and unique ids', () => {
    const sessions = PRACTICE_GROUPS.flatMap((group) => group.sessions);
    expect(new Set(sessions.map((session) => session.id)).size).toBe(sessions.length);
    for (const session of sessions) {
      expect(session.description.length).toBeGreaterThan(40);
      expect(guidanceParagraphs(session.guidance).length).toBeGreaterThanOrEqual(4);
    }
    expect(PRACTICE_TIPS.length).toBeGreaterThan(0);
  });

  it('gives every breathwork session a pacer pattern that ends before the timer does', () => {
    const breathwork = PRACTICE_GROUPS.find((group) => group.id === 'breathwork')!;
    for (const session of breathwork.sessions) {
      const pattern = session.breathPattern;
      expect(pattern).toBeDefined();
      expect(pacedPlanSeconds(pattern!)).toBeLessThanOrEqual(session.duration * 60);
    }
  });

  it('paces 4-7-8 as the guidance says: 4 in, 7 hold, 8 out, sets of 4 to 8 cycles', () => {
    const pattern = PRACTICE_GROUPS.flatMap((group) => group.sessions).find(
      (session) => session.id === 'calming-4-7-8-breath',
    )!.breathPattern!;
    expect([pattern.inhale, pattern.hold, pattern.exhale, pattern.holdAfterExhale]).toEqual([4, 7, 8, 0]);
    expect(pattern.rounds).toBeGreaterThanOrEqual(4);
    expect(pattern.rounds).toBeLessThanOrEqual(8);
    expect(pattern.restSeconds).toBeGreaterThanOrEqual(60);
  });

  it('paces coherent breathing at 5 counts in and 5 out with no holds', () => {
    const pattern = PRACTICE_GROUPS.flatMap((group) => group.sessions).find(
      (session) => session.id === 'coherent-breathing',
    )!.breathPattern!;
    expect([pattern.inhale, pattern.hold, pattern.exhale, pattern.holdAfterExhale]).toEqual([5, 0, 5, 0]);
    expect(cycleSeconds(pattern)).toBe(10);
  });
});
