import type { BreathPattern } from '@renewed/content';

/**
 * The breathing pacer's position, derived only from the time practised (the timer's elapsed
 * time), so it pauses with the timer and can never drift from it.
 *
 * A pattern runs as: lead-in of natural breathing, then `sets` sets of `rounds` cycles with
 * natural breathing between sets, then natural breathing until the timer ends. A cycle is
 * inhale, hold, exhale, hold after exhale; phases of 0 seconds are skipped.
 */
export type BreathPhaseName = 'inhale' | 'hold' | 'exhale' | 'holdAfterExhale';
export type NaturalSegment = 'lead-in' | 'rest' | 'finish';

export const PHASE_LABELS: Readonly<Record<BreathPhaseName, string>> = {
  inhale: 'Breathe in',
  hold: 'Hold',
  exhale: 'Breathe out',
  holdAfterExhale: 'Hold',
};
export const NATURAL_LABEL = 'Breathe naturally';

export type PacedPhase = Readonly<{
  kind: 'paced';
  phase: BreathPhaseName;
  label: string;
  /** Whole seconds into the phase, counting 1, 2, 3 ... up to `phaseSeconds`. */
  count: number;
  phaseSeconds: number;
  /** Breath cycle within the set (1-based) and how many the set has (null: repeats to the end). */
  cycle: number;
  cyclesPerSet: number | null;
  set: number;
  sets: number;
  /** How full the lungs are, 0 (empty) to 1 (full): drives the circle's size. */
  fullness: number;
}>;

export type NaturalPhase = Readonly<{
  kind: 'natural';
  segment: NaturalSegment;
  label: string;
  /** Whole seconds until the next paced set begins (null after the last set). */
  secondsUntilNext: number | null;
  /** The set that comes next (null after the last set). */
  nextSet: number | null;
  sets: number;
  fullness: number;
}>;

export type PacerPhase = PacedPhase | NaturalPhase;

/** Lungs about half full while breathing naturally. */
const NATURAL_FULLNESS = 0.5;

const PHASE_ORDER: readonly BreathPhaseName[] = ['inhale', 'hold', 'exhale', 'holdAfterExhale'];

export function cycleSeconds(pattern: BreathPattern): number {
  return PHASE_ORDER.reduce((sum, phase) => sum + Math.max(0, pattern[phase]), 0);
}

/** Seconds from the start of the timer to the end of the last paced set (Infinity without `rounds`). */
export function pacedPlanSeconds(pattern: BreathPattern): number {
  if (pattern.rounds === undefined) return Infinity;
  const sets = Math.max(1, pattern.sets ?? 1);
  return (pattern.leadInSeconds ?? 0) + sets * pattern.rounds * cycleSeconds(pattern) + (sets - 1) * (pattern.restSeconds ?? 0);
}

/** Smooth in-and-out easing, so the circle eases at the turn of each breath. */
function ease(progress: number): number {
  return (1 - Math.cos(Math.PI * Math.min(1, Math.max(0, progress)))) / 2;
}

function natural(segment: NaturalSegment, sets: number, secondsUntilNext: number | null, nextSet: number | null): NaturalPhase {
  return { kind: 'natural', segment, label: NATURAL_LABEL, secondsUntilNext, nextSet, sets, fullness: NATURAL_FULLNESS };
}

/** Where the pacer is after `elapsedMs` of practice. */
export function pacerPhase(pattern: BreathPattern, elapsedMs: number): PacerPhase {
  const t = Math.max(0, Math.floor(elapsedMs));
  const sets = Math.max(1, pattern.sets ?? 1);
  const leadInMs = Math.max(0, pattern.leadInSeconds ?? 0) * 1000;
  const cycleMs = cycleSeconds(pattern) * 1000;

  if (t < leadInMs) return natural('lead-in', sets, Math.ceil((leadInMs - t) / 1000), 1);
  if (cycleMs <= 0 || (pattern.rounds !== undefined && pattern.rounds <= 0)) return natural('finish', sets, null, null);

  const sincePatternMs = t - leadInMs;
  let set = 1;
  let withinSetMs = sincePatternMs;
  const cyclesPerSet = pattern.rounds ?? null;
  if (cyclesPerSet !== null) {
    const setMs = cyclesPerSet * cycleMs;
    const restMs = Math.max(0, pattern.restSeconds ?? 0) * 1000;
    const blockMs = setMs + restMs;
    const setIndex = Math.floor(sincePatternMs / blockMs);
    if (setIndex >= sets) return natural('finish', sets, null, null);
    withinSetMs = sincePatternMs - setIndex * blockMs;
    if (withinSetMs >= setMs) {
      if (setIndex === sets - 1) return natural('finish', sets, null, null);
      return natural('rest', sets, Math.ceil((blockMs - withinSetMs) / 1000), setIndex + 2);
    }
    set = setIndex + 1;
  }

  const cycle = Math.floor(withinSetMs / cycleMs) + 1;
  let inCycleMs = withinSetMs % cycleMs;
  for (const phase of PHASE_ORDER) {
    const phaseMs = Math.max(0, pattern[phase]) * 1000;
    if (phaseMs === 0) continue;
    if (inCycleMs < phaseMs) {
      const progress = inCycleMs / phaseMs;
      const fullness = phase === 'inhale' ? ease(progress) : phase === 'hold' ? 1 : phase === 'exhale' ? 1 - ease(progress) : 0;
      return {
        kind: 'paced',
        phase,
        label: PHASE_LABELS[phase],
        count: Math.floor(inCycleMs / 1000) + 1,
        phaseSeconds: pattern[phase],
        cycle,
        cyclesPerSet,
        set,
        sets,
        fullness,
      };
    }
    inCycleMs -= phaseMs;
  }
  // Unreachable: inCycleMs < cycleMs, the sum of the phases.
  return natural('finish', sets, null, null);
}

/** A short description of a pattern, e.g. "In 4 · Hold 7 · Out 8". */
export function describePattern(pattern: BreathPattern): string {
  const parts = [`In ${pattern.inhale}`];
  if (pattern.hold > 0) parts.push(`Hold ${pattern.hold}`);
  parts.push(`Out ${pattern.exhale}`);
  if (pattern.holdAfterExhale > 0) parts.push(`Hold ${pattern.holdAfterExhale}`);
  return parts.join(' · ');
}
