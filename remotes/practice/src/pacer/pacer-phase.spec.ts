import type { BreathPattern } from '@renewed/content';
import { cycleSeconds, describePattern, pacedPlanSeconds, pacerPhase, type PacedPhase } from './pacer-phase';

const FOUR_SEVEN_EIGHT: BreathPattern = {
  name: '4-7-8',
  inhale: 4,
  hold: 7,
  exhale: 8,
  holdAfterExhale: 0,
  rounds: 4,
  sets: 3,
  restSeconds: 60,
  leadInSeconds: 120,
};
const COHERENT: BreathPattern = {
  name: 'Coherent',
  inhale: 5,
  hold: 0,
  exhale: 5,
  holdAfterExhale: 0,
  rounds: 72,
  leadInSeconds: 90,
};
const BOX: BreathPattern = { name: 'Box', inhale: 4, hold: 4, exhale: 4, holdAfterExhale: 4 };

const seconds = (s: number) => s * 1000;

function paced(pattern: BreathPattern, elapsedMs: number): PacedPhase {
  const phase = pacerPhase(pattern, elapsedMs);
  if (phase.kind !== 'paced') throw new Error(`expected a paced phase at ${elapsedMs} ms, got ${phase.segment}`);
  return phase;
}

describe('pacerPhase: 4-7-8 (lead-in, 3 sets of 4 cycles, rest between sets)', () => {
  it('starts with natural breathing and counts down to the first set', () => {
    expect(pacerPhase(FOUR_SEVEN_EIGHT, 0)).toMatchObject({
      kind: 'natural',
      segment: 'lead-in',
      label: 'Breathe naturally',
      secondsUntilNext: 120,
      nextSet: 1,
    });
    expect(pacerPhase(FOUR_SEVEN_EIGHT, 119_999)).toMatchObject({ kind: 'natural', segment: 'lead-in', secondsUntilNext: 1 });
  });

  it('breathes in for 4, holds for 7, breathes out for 8, counting each second of the phase', () => {
    expect(paced(FOUR_SEVEN_EIGHT, seconds(120))).toMatchObject({
      phase: 'inhale',
      label: 'Breathe in',
      count: 1,
      phaseSeconds: 4,
      cycle: 1,
      set: 1,
    });
    expect(paced(FOUR_SEVEN_EIGHT, seconds(123) + 999)).toMatchObject({ phase: 'inhale', count: 4 });
    expect(paced(FOUR_SEVEN_EIGHT, seconds(124))).toMatchObject({ phase: 'hold', label: 'Hold', count: 1, phaseSeconds: 7 });
    expect(paced(FOUR_SEVEN_EIGHT, seconds(130) + 999)).toMatchObject({ phase: 'hold', count: 7 });
    expect(paced(FOUR_SEVEN_EIGHT, seconds(131))).toMatchObject({
      phase: 'exhale',
      label: 'Breathe out',
      count: 1,
      phaseSeconds: 8,
    });
    expect(paced(FOUR_SEVEN_EIGHT, seconds(138) + 999)).toMatchObject({ phase: 'exhale', count: 8, cycle: 1 });
    expect(paced(FOUR_SEVEN_EIGHT, seconds(139))).toMatchObject({ phase: 'inhale', count: 1, cycle: 2, cyclesPerSet: 4 });
  });

  it('rests with natural breathing after 4 cycles, then starts the next set', () => {
    const endOfSet = 120 + 4 * 19;
    expect(paced(FOUR_SEVEN_EIGHT, seconds(endOfSet) - 1)).toMatchObject({ phase: 'exhale', count: 8, cycle: 4, set: 1 });
    expect(pacerPhase(FOUR_SEVEN_EIGHT, seconds(endOfSet))).toMatchObject({
      kind: 'natural',
      segment: 'rest',
      secondsUntilNext: 60,
      nextSet: 2,
    });
    expect(pacerPhase(FOUR_SEVEN_EIGHT, seconds(endOfSet + 45))).toMatchObject({
      kind: 'natural',
      segment: 'rest',
      secondsUntilNext: 15,
    });
    expect(paced(FOUR_SEVEN_EIGHT, seconds(endOfSet + 60))).toMatchObject({
      phase: 'inhale',
      count: 1,
      cycle: 1,
      set: 2,
      sets: 3,
    });
  });

  it('after the third set breathes naturally until the timer ends (never more than 8 cycles in a row)', () => {
    const endOfPlan = 120 + 3 * 76 + 2 * 60;
    expect(pacedPlanSeconds(FOUR_SEVEN_EIGHT)).toBe(endOfPlan);
    expect(paced(FOUR_SEVEN_EIGHT, seconds(endOfPlan) - 1)).toMatchObject({ phase: 'exhale', cycle: 4, set: 3 });
    expect(pacerPhase(FOUR_SEVEN_EIGHT, seconds(endOfPlan))).toMatchObject({
      kind: 'natural',
      segment: 'finish',
      secondsUntilNext: null,
    });
    expect(pacerPhase(FOUR_SEVEN_EIGHT, seconds(600))).toMatchObject({ kind: 'natural', segment: 'finish' });
  });
});

describe('pacerPhase: patterns without holds, and with a hold after the out-breath', () => {
  it('skips a hold of 0 seconds: coherent breathing goes straight from in (5) to out (5)', () => {
    expect(paced(COHERENT, seconds(90 + 4) + 999)).toMatchObject({ phase: 'inhale', count: 5 });
    expect(paced(COHERENT, seconds(95))).toMatchObject({ phase: 'exhale', count: 1, phaseSeconds: 5 });
    expect(paced(COHERENT, seconds(100))).toMatchObject({ phase: 'inhale', cycle: 2 });
    expect(pacedPlanSeconds(COHERENT)).toBe(90 + 720);
  });

  it("shows 'Hold' after the out-breath when the pattern has one", () => {
    expect(paced(BOX, seconds(12))).toMatchObject({ phase: 'holdAfterExhale', label: 'Hold', count: 1, phaseSeconds: 4 });
    expect(paced(BOX, seconds(16))).toMatchObject({ phase: 'inhale', cycle: 2 });
  });

  it('repeats forever when the pattern has no rounds', () => {
    expect(paced(BOX, seconds(16 * 1000 + 5))).toMatchObject({ phase: 'hold', cycle: 1001, cyclesPerSet: null, set: 1 });
    expect(pacedPlanSeconds(BOX)).toBe(Infinity);
  });
});

describe('pacerPhase: the circle and edge cases', () => {
  it('fills while breathing in, stays full while holding, empties while breathing out', () => {
    expect(paced(BOX, 0).fullness).toBeCloseTo(0);
    expect(paced(BOX, 2_000).fullness).toBeCloseTo(0.5);
    expect(paced(BOX, 4_000).fullness).toBe(1);
    expect(paced(BOX, 8_000).fullness).toBeCloseTo(1);
    expect(paced(BOX, 10_000).fullness).toBeCloseTo(0.5);
    expect(paced(BOX, 12_000).fullness).toBe(0);
    expect(pacerPhase(FOUR_SEVEN_EIGHT, 0).fullness).toBe(0.5);
  });

  it('treats negative elapsed time as the start, and ignores fractions of a millisecond', () => {
    expect(pacerPhase(BOX, -500)).toEqual(pacerPhase(BOX, 0));
    expect(paced(BOX, 3_999.9)).toMatchObject({ phase: 'inhale', count: 4 });
  });

  it('a pattern with no breath time or no rounds is natural breathing throughout', () => {
    expect(pacerPhase({ name: 'empty', inhale: 0, hold: 0, exhale: 0, holdAfterExhale: 0 }, 5_000)).toMatchObject({
      kind: 'natural',
      segment: 'finish',
    });
    expect(pacerPhase({ ...BOX, rounds: 0 }, 5_000)).toMatchObject({ kind: 'natural', segment: 'finish' });
  });

  it('describes a pattern briefly, leaving out holds of 0', () => {
    expect(cycleSeconds(FOUR_SEVEN_EIGHT)).toBe(19);
    expect(describePattern(FOUR_SEVEN_EIGHT)).toBe('In 4 · Hold 7 · Out 8');
    expect(describePattern(COHERENT)).toBe('In 5 · Out 5');
    expect(describePattern(BOX)).toBe('In 4 · Hold 4 · Out 4 · Hold 4');
  });
});
