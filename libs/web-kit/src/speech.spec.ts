import { pickVoice, SPEECH_SETTINGS, speechChunks, speechStateOf } from './speech';

const voice = (name: string, lang: string) => ({ name, lang });

describe('voice choice', () => {
  it('prefers an English voice with a female name', () => {
    const voices = [
      voice('Google Deutsch', 'de-DE'),
      voice('Daniel', 'en-GB'),
      voice('Samantha', 'en-US'),
      voice('Amélie', 'fr-CA'),
    ];
    expect(pickVoice(voices)?.name).toBe('Samantha');
    expect(
      pickVoice([
        voice('Microsoft David - English (United States)', 'en-US'),
        voice('Microsoft Zira - English (United States)', 'en-US'),
      ])?.name,
    ).toBe('Microsoft Zira - English (United States)');
    expect(pickVoice([voice('Google UK English Male', 'en-GB'), voice('Google UK English Female', 'en-GB')])?.name).toBe(
      'Google UK English Female',
    );
  });

  it('falls back to an English voice without a male name, then any English voice, then none', () => {
    expect(pickVoice([voice('Daniel', 'en-GB'), voice('Narrator', 'en_AU')])?.name).toBe('Narrator');
    expect(pickVoice([voice('Daniel', 'en-GB'), voice('Thomas', 'fr-FR')])?.name).toBe('Daniel');
    expect(pickVoice([voice('Anna', 'de-DE')])).toBeUndefined();
    expect(pickVoice([])).toBeUndefined();
  });

  it('does not take "Female" for a male voice', () => {
    expect(pickVoice([voice('English Male', 'en-US'), voice('English Female', 'en-US')])?.name).toBe('English Female');
  });
});

describe('speech state and text', () => {
  it('uses the default settings', () => {
    expect(SPEECH_SETTINGS).toEqual({ rate: 0.9, pitch: 1, volume: 0.8 });
  });

  it('reads idle, speaking and paused from the synthesiser', () => {
    expect(speechStateOf({ speaking: false, paused: false })).toBe('idle');
    expect(speechStateOf({ speaking: true, paused: false })).toBe('speaking');
    expect(speechStateOf({ speaking: true, paused: true })).toBe('paused');
  });

  it('splits long text into sentence chunks and keeps short parts whole', () => {
    expect(speechChunks(['Short one.', 'Another part'])).toEqual(['Short one.', 'Another part']);
    const long = 'One sentence here. Two sentence here! Three sentence here? Four.';
    expect(speechChunks([long], 40)).toEqual(['One sentence here. Two sentence here!', 'Three sentence here? Four.']);
    expect(speechChunks(['', '   '])).toEqual([]);
  });
});
