import { useCallback, useEffect, useRef, useState } from 'react';
import { pickVoice, SPEECH_POLL_MS, SPEECH_SETTINGS, speechChunks, speechStateOf, type SpeechState } from './speech';

function speechSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.speechSynthesis === 'object' &&
    window.speechSynthesis !== null &&
    typeof window.SpeechSynthesisUtterance === 'function'
  );
}

let warned = false;
/** The control that spoke last: starting speech in one control makes every other one idle. */
let currentOwner: symbol | null = null;

/**
 * Text-to-speech with the browser's speechSynthesis: speak, pause, resume, stop. The state is
 * polled every 100 ms. Where speech is unsupported, `supported` is false and a warning is logged
 * once. Speech started here stops when the component unmounts.
 */
export function useSpeech() {
  const supported = speechSupported();
  const [state, setState] = useState<SpeechState>('idle');
  const ownsSpeech = useRef(false);
  const identity = useRef(Symbol('listen-control'));

  useEffect(() => {
    if (!supported) {
      if (!warned) console.warn('Text-to-speech is not supported in this browser; the listen control is unavailable.');
      warned = true;
      return;
    }
    const synthesis = window.speechSynthesis;
    const timer = window.setInterval(() => {
      const owns = ownsSpeech.current && currentOwner === identity.current;
      const next = owns ? speechStateOf(synthesis) : 'idle';
      if (next === 'idle') ownsSpeech.current = false;
      setState((previous) => (previous === next ? previous : next));
    }, SPEECH_POLL_MS);
    return () => {
      window.clearInterval(timer);
      if (ownsSpeech.current && currentOwner === identity.current) synthesis.cancel();
      ownsSpeech.current = false;
    };
  }, [supported]);

  const speak = useCallback(
    (parts: readonly string[]) => {
      if (!supported) return;
      const synthesis = window.speechSynthesis;
      synthesis.cancel();
      const voice = pickVoice(synthesis.getVoices());
      for (const chunk of speechChunks(parts)) {
        const utterance = new window.SpeechSynthesisUtterance(chunk);
        utterance.rate = SPEECH_SETTINGS.rate;
        utterance.pitch = SPEECH_SETTINGS.pitch;
        utterance.volume = SPEECH_SETTINGS.volume;
        if (voice) {
          utterance.voice = voice;
          utterance.lang = voice.lang;
        }
        synthesis.speak(utterance);
      }
      ownsSpeech.current = true;
      currentOwner = identity.current;
      setState('speaking');
    },
    [supported],
  );

  const pause = useCallback(() => {
    if (!supported) return;
    window.speechSynthesis.pause();
    setState('paused');
  }, [supported]);

  const resume = useCallback(() => {
    if (!supported) return;
    window.speechSynthesis.resume();
    setState('speaking');
  }, [supported]);

  const stop = useCallback(() => {
    if (!supported) return;
    window.speechSynthesis.cancel();
    ownsSpeech.current = false;
    setState('idle');
  }, [supported]);

  return { supported, state, speak, pause, resume, stop };
}
