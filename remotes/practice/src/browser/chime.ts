/**
 * A gentle end-of-session chime made with the Web Audio API (no audio files): two soft strikes
 * of a bowl-like tone, a sine fundamental with quieter, faster-fading overtones.
 *
 * Browsers only let a page make sound after a user gesture, so `prime()` is called from the
 * Start Practice, Resume and unmute clicks; `play()` then works when the timer reaches zero. One
 * audio context serves the whole page and is suspended again once the chime has faded.
 */
type AudioContextConstructor = new () => AudioContext;

const FUNDAMENTAL_HZ = 528;
/** Overtones of a small singing bowl: ratio to the fundamental, level, how long it rings (s). */
const PARTIALS: ReadonlyArray<readonly [ratio: number, level: number, ringSeconds: number]> = [
  [1, 1, 4],
  [2.76, 0.3, 2.5],
  [5.4, 0.1, 1.5],
];
const STRIKES: ReadonlyArray<readonly [delaySeconds: number, peak: number]> = [
  [0.05, 0.16],
  [1.8, 0.11],
];
const FADED_AFTER_MS = 6_500;

let context: AudioContext | null = null;
let suspendTimer: ReturnType<typeof setTimeout> | undefined;

function audioContextConstructor(): AudioContextConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const withPrefix = window as unknown as {
    AudioContext?: AudioContextConstructor;
    webkitAudioContext?: AudioContextConstructor;
  };
  return withPrefix.AudioContext ?? withPrefix.webkitAudioContext;
}

function audioContext(): AudioContext | null {
  if (context) return context;
  const Constructor = audioContextConstructor();
  if (!Constructor) return null;
  try {
    context = new Constructor();
  } catch {
    context = null;
  }
  return context;
}

function strike(audio: AudioContext, at: number, peak: number): void {
  for (const [ratio, level, ringSeconds] of PARTIALS) {
    const oscillator = audio.createOscillator();
    oscillator.type = 'sine';
    oscillator.frequency.value = FUNDAMENTAL_HZ * ratio;
    const envelope = audio.createGain();
    envelope.gain.setValueAtTime(0.0001, at);
    envelope.gain.exponentialRampToValueAtTime(peak * level, at + 0.03);
    envelope.gain.exponentialRampToValueAtTime(0.0001, at + ringSeconds);
    oscillator.connect(envelope).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + ringSeconds + 0.1);
  }
}

/** Unlocks sound during a user gesture, so the chime can play later. */
export function primeChime(): void {
  const audio = audioContext();
  if (audio?.state === 'suspended') void audio.resume().catch(() => undefined);
}

/** Plays the chime; silently does nothing where audio is unavailable or blocked. */
export function playChime(): void {
  const audio = audioContext();
  if (!audio) return;
  try {
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const now = audio.currentTime;
    for (const [delay, peak] of STRIKES) strike(audio, now + delay, peak);
    clearTimeout(suspendTimer);
    suspendTimer = setTimeout(() => void audio.suspend().catch(() => undefined), FADED_AFTER_MS);
  } catch {
    // audio unavailable: the Session Complete dialog still tells the visitor
  }
}
