import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { currentPlatform, type Platform } from '../platform';
import {
  type AudioPlayerAdapter,
  createBrowserAudioPlayer,
  createBrowserSpeechSynthesis,
  type SpeechSynthesisAdapter,
  type TtsFetcher,
  type TtsResult,
} from './adapters';
import { browserSpeechRate, browserVoiceSettings } from './browserVoiceSettings';
import { normalizePlaybackSpeed } from './playbackSpeed';
import {
  browserSpeechError,
  ignoredBrowserSpeechErrors,
  type SpeechOutputError,
  serverSpeechError,
  synthesisUnavailableError,
} from './speechErrors';
import { cleanSpeechText, type SpeechTone, stripExpressionTags } from './speechText';

/** Voice output states. */
export type SpeechOutputState = 'idle' | 'loading' | 'speaking' | 'paused';

/** Which voice is heard: the server's audio, or the browser's `speechSynthesis` fallback. */
export type SpeechSource = 'server' | 'browser';

export interface UseSpeechOutputOptions {
  /** Turns text into audio (e.g. the app's TTS endpoint). Without it, replies go straight to the browser voice. */
  fetchTts?: TtsFetcher;
  /** Plays the server's audio. @default the browser's `Audio` */
  audioPlayer?: AudioPlayerAdapter;
  /** The fallback voice; `null` means none. @default the browser's `speechSynthesis` */
  synthesis?: SpeechSynthesisAdapter | null;
  /** Decides the browser voice's rate and volume. @default the current browser's */
  platform?: Platform;
  /** The voice to ask the fetcher for. @default the fetcher's own */
  voice?: string;
  /** Leading expression tag of the server text. @default 'warm' */
  tone?: SpeechTone;
  /** Playback speed; anything but a finite number in (0, 3] counts as 1. @default 1 */
  speed?: number;
  /** Called with each error and warning as it happens (the app may toast it). */
  onError?: (error: SpeechOutputError) => void;
}

export interface SpeechOutput {
  state: SpeechOutputState;
  /** The voice being heard, or null when idle or loading. */
  source: SpeechSource | null;
  /** The last error or warning, until the next `speak()` or `dismissError()`. */
  error: SpeechOutputError | null;
  /** The normalised playback speed. */
  speed: number;
  /** Speaks a reply (markdown is cleaned first), stopping whatever was playing. */
  speak: (text: string) => Promise<void>;
  stop: () => void;
  pause: () => void;
  resume: () => void;
  dismissError: () => void;
}

interface Snapshot {
  state: SpeechOutputState;
  source: SpeechSource | null;
  error: SpeechOutputError | null;
}

const idle: Snapshot = { state: 'idle', source: null, error: null };

/**
 * Speech output: the server's audio (`fetchTts`) first, and the browser's `speechSynthesis` when
 * that fails.
 *
 * - 403 stops the chain with the server's message (voice is denied to this user; the browser
 *   voice would bypass the paid gate).
 * - 503, any other status, a network failure: a warning ("Voice temporarily unavailable",
 *   "Server TTS unavailable") and the browser voice reads the reply.
 * - Server audio that cannot play falls back to the browser voice silently (an audio rejection
 *   is not reported as an error).
 * - No `speechSynthesis` at all: "Voice synthesis not available on this device"; one that
 *   refuses to start: "Voice synthesis not available"; errors while speaking map to their texts.
 *
 * The server gets the cleaned text with its expression tag; the browser voice gets it without.
 * The speed sets the audio's playback rate, and multiplies the browser voice's platform rate
 * (a change applies at once to server audio, and from the next reply to the browser voice,
 * which cannot change rate mid-utterance).
 *
 * @example
 * ```ts
 * const speech = useSpeechOutput({ fetchTts: myTtsFetcher, speed: 1.25, onError: toast });
 * speech.speak(lastAssistantMessage.text);
 * ```
 */
export function useSpeechOutput(options: UseSpeechOutputOptions = {}): SpeechOutput {
  const speed = normalizePlaybackSpeed(options.speed ?? 1);
  const latest = useRef({ ...options, speed });
  latest.current = { ...options, speed };

  const [snapshot, setSnapshot] = useState<Snapshot>(idle);
  const snapshotRef = useRef<Snapshot>(idle);
  const update = useCallback((next: Snapshot | ((previous: Snapshot) => Snapshot)) => {
    snapshotRef.current = typeof next === 'function' ? next(snapshotRef.current) : next;
    setSnapshot(snapshotRef.current);
  }, []);

  // Every speak() or stop() starts a new run; callbacks of an older run are ignored.
  const runRef = useRef(0);
  const abortRef = useRef<AbortController | null>(null);
  const defaults = useRef<{ audio?: AudioPlayerAdapter; synthesis?: SpeechSynthesisAdapter; platform?: Platform }>({});
  const activeAudio = useRef<AudioPlayerAdapter | null>(null);
  const activeSynthesis = useRef<SpeechSynthesisAdapter | null>(null);

  const audioPlayer = useCallback((): AudioPlayerAdapter => {
    if (latest.current.audioPlayer) return latest.current.audioPlayer;
    defaults.current.audio ??= createBrowserAudioPlayer();
    return defaults.current.audio;
  }, []);
  const synthesis = useCallback((): SpeechSynthesisAdapter | null => {
    if (latest.current.synthesis !== undefined) return latest.current.synthesis;
    defaults.current.synthesis ??= createBrowserSpeechSynthesis();
    return defaults.current.synthesis;
  }, []);
  const platform = useCallback((): Platform => {
    if (latest.current.platform) return latest.current.platform;
    defaults.current.platform ??= currentPlatform();
    return defaults.current.platform;
  }, []);

  const report = useCallback(
    (error: SpeechOutputError, next: Partial<Snapshot> = {}) => {
      update((previous) => ({ ...previous, ...next, error }));
      latest.current.onError?.(error);
    },
    [update],
  );

  /** Silences everything and starts a new run; returns the new run's id. */
  const halt = useCallback((): number => {
    runRef.current += 1;
    abortRef.current?.abort();
    abortRef.current = null;
    activeAudio.current?.stop();
    activeAudio.current = null;
    activeSynthesis.current?.cancel();
    activeSynthesis.current = null;
    return runRef.current;
  }, []);

  const speakWithBrowser = useCallback(
    (run: number, taggedText: string, warning: SpeechOutputError | null) => {
      const engine = synthesis();
      if (!engine?.isSupported()) {
        report(synthesisUnavailableError(true), { state: 'idle', source: null });
        return;
      }
      const device = platform();
      update({ state: 'speaking', source: 'browser', error: warning });
      activeSynthesis.current = engine;
      try {
        engine.speak(stripExpressionTags(taggedText), {
          rate: browserSpeechRate(device, latest.current.speed),
          volume: browserVoiceSettings(device).volume,
          lang: 'en-US',
          onEnd: () => {
            if (run !== runRef.current) return;
            activeSynthesis.current = null;
            update((previous) => ({ ...previous, state: 'idle', source: null }));
          },
          onError: (code) => {
            if (run !== runRef.current || ignoredBrowserSpeechErrors.includes(code)) return;
            activeSynthesis.current = null;
            report(browserSpeechError(code), { state: 'idle', source: null });
          },
        });
      } catch {
        if (run !== runRef.current) return;
        activeSynthesis.current = null;
        report(synthesisUnavailableError(false), { state: 'idle', source: null });
      }
    },
    [platform, report, synthesis, update],
  );

  const speak = useCallback(
    async (text: string) => {
      const run = halt();
      const { fetchTts, voice, tone = 'warm' } = latest.current;
      const tagged = cleanSpeechText(text, { tone });
      if (stripExpressionTags(tagged) === '') {
        update(idle);
        return;
      }
      update({ state: 'loading', source: null, error: null });
      if (!fetchTts) {
        speakWithBrowser(run, tagged, null);
        return;
      }

      const controller = new AbortController();
      abortRef.current = controller;
      let result: TtsResult;
      try {
        result = await fetchTts(voice === undefined ? { text: tagged } : { text: tagged, voice }, controller.signal);
      } catch {
        result = { ok: false, status: 0 };
      }
      if (run !== runRef.current) return;
      abortRef.current = null;

      if (!result.ok) {
        const error = serverSpeechError(result.status, result.message);
        if (error.severity === 'error') {
          report(error, { state: 'idle', source: null });
          return;
        }
        latest.current.onError?.(error);
        speakWithBrowser(run, tagged, error);
        return;
      }

      const player = audioPlayer();
      if (player.isSupported()) {
        activeAudio.current = player;
        try {
          await player.play(result.audio, {
            rate: latest.current.speed,
            onEnd: () => {
              if (run !== runRef.current) return;
              activeAudio.current = null;
              update((previous) => ({ ...previous, state: 'idle', source: null }));
            },
            onError: () => {
              if (run !== runRef.current) return;
              activeAudio.current = null;
              speakWithBrowser(run, tagged, null);
            },
          });
          if (run !== runRef.current) return;
          // The audio may have ended or failed while play() was settling.
          if (activeAudio.current === player) update({ state: 'speaking', source: 'server', error: null });
          return;
        } catch {
          if (run !== runRef.current) return;
          activeAudio.current = null;
        }
      }
      speakWithBrowser(run, tagged, null);
    },
    [audioPlayer, halt, report, speakWithBrowser, update],
  );

  const stop = useCallback(() => {
    halt();
    update((previous) => ({ ...previous, state: 'idle', source: null }));
  }, [halt, update]);

  const pause = useCallback(() => {
    const { state, source } = snapshotRef.current;
    if (state !== 'speaking') return;
    if (source === 'server') activeAudio.current?.pause();
    else activeSynthesis.current?.pause();
    update((previous) => ({ ...previous, state: 'paused' }));
  }, [update]);

  const resume = useCallback(() => {
    const { state, source } = snapshotRef.current;
    if (state !== 'paused') return;
    if (source === 'server') activeAudio.current?.resume();
    else activeSynthesis.current?.resume();
    update((previous) => ({ ...previous, state: 'speaking' }));
  }, [update]);

  const dismissError = useCallback(() => update((previous) => ({ ...previous, error: null })), [update]);

  // A new speed applies at once to the server's audio.
  useEffect(() => {
    activeAudio.current?.setRate(speed);
  }, [speed]);

  // Leaving the page silences the reply.
  useEffect(() => () => void halt(), [halt]);

  return useMemo(
    () => ({ ...snapshot, speed, speak, stop, pause, resume, dismissError }),
    [snapshot, speed, speak, stop, pause, resume, dismissError],
  );
}
