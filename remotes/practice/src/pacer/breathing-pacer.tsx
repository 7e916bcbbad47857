import type { BreathPattern } from '@renewed/content';
import type { TimerStatus } from '../timer/practice-timer';
import { formatClock } from '../timer/format-clock';
import { describePattern, pacerPhase, type PacerPhase } from './pacer-phase';

type BreathingPacerProps = {
  pattern: BreathPattern;
  /** The timer's elapsed time: the pacer is derived from it, so it pauses with the timer. */
  elapsedMs: number;
  status: TimerStatus;
  reducedMotion: boolean;
};

/** Smallest and largest circle, as a share of its box. */
const MIN_SCALE = 0.45;
const MAX_SCALE = 1;
const scaleFor = (fullness: number) => MIN_SCALE + (MAX_SCALE - MIN_SCALE) * fullness;

function detail(phase: PacerPhase, status: TimerStatus): string {
  if (status === 'ready') return 'The pacer starts with the timer. Press Start Practice when you are settled.';
  if (status === 'complete') return 'Well done. Let your breath return to its own rhythm.';
  if (phase.kind === 'paced') {
    const breath = phase.cyclesPerSet === null ? `Breath ${phase.cycle}` : `Breath ${phase.cycle} of ${phase.cyclesPerSet}`;
    return phase.sets > 1 ? `${breath}, set ${phase.set} of ${phase.sets}` : breath;
  }
  if (phase.segment === 'lead-in')
    return `Settle in. The pattern starts in ${formatClock((phase.secondsUntilNext ?? 0) * 1000)}.`;
  if (phase.segment === 'rest') {
    return `Rest with easy, normal breathing. If it feels comfortable, set ${phase.nextSet} of ${phase.sets} starts in ${formatClock((phase.secondsUntilNext ?? 0) * 1000)}.`;
  }
  return 'Let your breath find its own rhythm until the timer ends.';
}

/**
 * The visual breathing pacer for breathwork sessions: a circle that grows as you breathe in and
 * shrinks as you breathe out, with the phase and a count. With reduced motion it is text only.
 */
export function BreathingPacer({ pattern, elapsedMs, status, reducedMotion }: BreathingPacerProps) {
  const phase = pacerPhase(pattern, elapsedMs);
  const running = status === 'running';
  const label = status === 'ready' ? 'Get comfortable' : status === 'complete' ? 'Session complete' : phase.label;
  const count = status !== 'complete' && status !== 'ready' && phase.kind === 'paced' ? phase.count : null;
  const countOf = phase.kind === 'paced' ? phase.phaseSeconds : null;

  // Glide to where the breath will be at the next whole second, arriving as the timer ticks.
  const nextSecondMs = (Math.floor(elapsedMs / 1000) + 1) * 1000;
  const target = running ? pacerPhase(pattern, nextSecondMs) : phase;
  const fullness = status === 'ready' ? 0 : target.fullness;
  const glideMs = Math.max(0, Math.round(nextSecondMs - elapsedMs));

  return (
    <section
      aria-labelledby="pacer-title"
      className="space-y-4 rounded-lg border border-border bg-card p-5 text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="pacer-title" className="font-serif text-xl font-semibold">
          Breathing pacer
        </h2>
        <p className="text-muted-foreground">
          {pattern.name}: {describePattern(pattern)}
        </p>
      </div>

      <div className="flex flex-col items-center gap-3 text-center" data-pacer={reducedMotion ? 'text' : 'visual'}>
        {reducedMotion ? null : (
          <div aria-hidden="true" className="relative flex h-56 w-56 max-w-full items-center justify-center">
            <div
              data-pacer-shape=""
              className="absolute inset-0 rounded-full border-4 border-primary bg-secondary"
              style={{
                transform: `scale(${scaleFor(fullness).toFixed(4)})`,
                transition: running ? `transform ${glideMs}ms linear` : 'none',
              }}
            />
            <span className="relative font-mono text-5xl font-bold tabular-nums">{count ?? ''}</span>
          </div>
        )}
        <p aria-live="polite" aria-atomic="true" className="font-serif text-3xl font-semibold" data-pacer-label="">
          {label}
          {status === 'paused' ? <span className="sr-only"> (paused)</span> : null}
        </p>
        {reducedMotion && count !== null ? (
          <p className="font-mono text-4xl font-bold tabular-nums" data-pacer-count="">
            {count}
            <span className="text-xl font-normal text-muted-foreground"> of {countOf}</span>
          </p>
        ) : null}
        {!reducedMotion && count !== null ? <p className="sr-only">{`Count ${count} of ${countOf}`}</p> : null}
        <p className="max-w-md text-muted-foreground">
          {status === 'paused' ? 'Paused. ' : ''}
          {detail(phase, status)}
        </p>
      </div>
      <p className="text-muted-foreground">
        Follow the pacer only while it feels comfortable. If you feel light-headed or dizzy, stop and breathe normally.
      </p>
    </section>
  );
}
