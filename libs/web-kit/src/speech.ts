/**
 * Text-to-speech without React: voice choice, state and text chunking, shared by every listen
 * control (education reader, clean beauty guide). Rules: docs/product.md, "Listening".
 */

/** Speech defaults: rate 0.9, pitch 1, volume 0.8. */
export const SPEECH_SETTINGS = { rate: 0.9, pitch: 1, volume: 0.8 } as const;
/** The speaking state is polled every 100 ms. */
export const SPEECH_POLL_MS = 100;

export type SpeechState = 'idle' | 'speaking' | 'paused';

type VoiceLike = Pick<SpeechSynthesisVoice, 'name' | 'lang'>;

/** Names (or name parts) of common English female voices across Chrome, Edge, Safari and Android. */
const FEMALE_HINTS = [
  'female',
  'woman',
  'samantha',
  'victoria',
  'karen',
  'moira',
  'tessa',
  'fiona',
  'serena',
  'susan',
  'zira',
  'hazel',
  'libby',
  'sonia',
  'aria',
  'jenny',
  'emma',
  'kate',
  'allison',
  'ava',
  'joanna',
  'salli',
  'kimberly',
  'amy',
  'nicole',
  'catherine',
  'google us english',
  'google uk english female',
];
const MALE_HINTS = [
  'male',
  'daniel',
  'alex',
  'fred',
  'david',
  'mark',
  'george',
  'james',
  'guy',
  'ryan',
  'thomas',
  'oliver',
  'arthur',
];

const isEnglish = (voice: VoiceLike) => /^en([-_]|$)/i.test(voice.lang);
const nameHas = (voice: VoiceLike, hints: readonly string[]) => {
  const name = voice.name.toLowerCase();
  return hints.some((hint) => name.includes(hint));
};
const isFemale = (voice: VoiceLike) => nameHas(voice, FEMALE_HINTS) && !/\bmale\b/i.test(voice.name);
const isMale = (voice: VoiceLike) => !isFemale(voice) && nameHas(voice, MALE_HINTS);

/**
 * An English female voice is preferred. Voices do not say their gender, so names decide:
 * an English voice with a female name, else an English voice without a male name, else any
 * English voice, else none (the browser's default).
 */
export function pickVoice<T extends VoiceLike>(voices: readonly T[]): T | undefined {
  const english = voices.filter(isEnglish);
  return english.find(isFemale) ?? english.find((voice) => !isMale(voice)) ?? english[0];
}

/** Reads the synthesiser's state (what the 100 ms poll does). */
export function speechStateOf(synthesis: Pick<SpeechSynthesis, 'speaking' | 'paused'>): SpeechState {
  if (synthesis.paused && synthesis.speaking) return 'paused';
  if (synthesis.speaking) return 'speaking';
  return 'idle';
}

/**
 * Splits text into parts short enough to speak reliably (some browsers stop long utterances):
 * sentences joined up to `maxLength` characters.
 */
export function speechChunks(parts: readonly string[], maxLength = 220): string[] {
  const chunks: string[] = [];
  for (const part of parts) {
    const sentences = part.match(/[^.!?]+[.!?]*\s*/g) ?? [];
    let current = '';
    for (const sentence of sentences) {
      if (current !== '' && (current + sentence).length > maxLength) {
        chunks.push(current.trim());
        current = '';
      }
      current += sentence;
    }
    if (current.trim() !== '') chunks.push(current.trim());
  }
  return chunks;
}
