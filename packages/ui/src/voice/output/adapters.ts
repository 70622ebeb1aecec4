import type { TtsRequest } from './tts';

/** What the speech service answered: the audio, or a failure status with the service's message if any. */
export type TtsResult = { ok: true; audio: Blob } | { ok: false; status: number; message?: string };

/**
 * Turns text into audio, e.g. over the app's TTS endpoint. Injected, so that @app/ui never fetches
 * by itself; a network failure may reject (the hook treats it as "Server TTS unavailable").
 */
export type TtsFetcher = (request: TtsRequest, signal?: AbortSignal) => Promise<TtsResult>;

export interface AudioPlayOptions {
  /** Playback rate (the normalised playback speed). */
  rate: number;
  onEnd: () => void;
  /** A failure after playback started (e.g. the audio could not be decoded). */
  onError: (code: string) => void;
}

/** Plays the server's audio. */
export interface AudioPlayerAdapter {
  isSupported(): boolean;
  /** Starts playback; rejects when the audio cannot start (e.g. autoplay refused). */
  play(audio: Blob, options: AudioPlayOptions): Promise<void>;
  pause(): void;
  resume(): void;
  /** Stops and releases the current audio; safe to call when nothing plays. */
  stop(): void;
  setRate(rate: number): void;
}

export interface SpeakOptions {
  rate: number;
  volume: number;
  /** @default 'en-US' */
  lang?: string;
  onEnd: () => void;
  /** The `SpeechSynthesisErrorEvent.error` code ("network", "synthesis-failed", ...). */
  onError: (code: string) => void;
}

/** The browser's speech synthesis (the fallback voice). */
export interface SpeechSynthesisAdapter {
  /** False when the browser has no `speechSynthesis` at all. */
  isSupported(): boolean;
  /** Speaks `text` (already free of expression tags); throws when speech cannot start. */
  speak(text: string, options: SpeakOptions): void;
  pause(): void;
  resume(): void;
  /** Stops speaking; safe to call when nothing speaks. */
  cancel(): void;
}

/** An `AudioPlayerAdapter` over one `HTMLAudioElement` and an object URL per reply. */
export function createBrowserAudioPlayer(): AudioPlayerAdapter {
  let audio: HTMLAudioElement | null = null;
  let url: string | null = null;
  const release = () => {
    if (audio) {
      audio.onended = null;
      audio.onerror = null;
      audio.pause();
    }
    if (url) URL.revokeObjectURL(url);
    audio = null;
    url = null;
  };
  return {
    isSupported: () => typeof Audio !== 'undefined' && typeof URL !== 'undefined' && 'createObjectURL' in URL,
    async play(blob, { rate, onEnd, onError }) {
      release();
      url = URL.createObjectURL(blob);
      const element = new Audio(url);
      audio = element;
      element.playbackRate = rate;
      element.onended = () => {
        release();
        onEnd();
      };
      element.onerror = () => {
        const code = element.error ? `media-error-${element.error.code}` : 'media-error';
        release();
        onError(code);
      };
      try {
        await element.play();
      } catch (error) {
        if (audio === element) release();
        throw error;
      }
    },
    pause: () => audio?.pause(),
    resume: () => {
      // A refused resume leaves the audio paused; the user can press Resume again.
      audio?.play().catch(() => {});
    },
    stop: release,
    setRate: (rate) => {
      if (audio) audio.playbackRate = rate;
    },
  };
}

/** A `SpeechSynthesisAdapter` over `window.speechSynthesis`. */
export function createBrowserSpeechSynthesis(): SpeechSynthesisAdapter {
  const synthesis = () => (typeof window !== 'undefined' ? window.speechSynthesis : undefined);
  return {
    isSupported: () => synthesis() !== undefined && typeof SpeechSynthesisUtterance !== 'undefined',
    speak(text, { rate, volume, lang = 'en-US', onEnd, onError }) {
      const engine = synthesis();
      if (!engine) throw new Error('speechSynthesis is not available');
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.rate = rate;
      utterance.volume = volume;
      utterance.lang = lang;
      const voice = engine.getVoices().find((candidate) => candidate.lang === lang && candidate.localService);
      if (voice) utterance.voice = voice;
      utterance.onend = () => onEnd();
      utterance.onerror = (event) => onError(event.error);
      // Chrome can stay paused after an earlier pause(); a fresh reply must be heard.
      engine.cancel();
      engine.resume();
      engine.speak(utterance);
    },
    pause: () => synthesis()?.pause(),
    resume: () => synthesis()?.resume(),
    cancel: () => synthesis()?.cancel(),
  };
}
