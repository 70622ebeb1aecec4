import type {
  AudioPlayerAdapter,
  AudioPlayOptions,
  SpeakOptions,
  SpeechSynthesisAdapter,
  TtsFetcher,
  TtsResult,
} from './adapters';
import type { TtsRequest } from './tts';

/**
 * Fakes of the voice output adapters, for stories and tests: scripted, synchronous where
 * possible, and recording what happened. Nothing here touches a real browser API.
 */

/** One scripted TTS answer. */
export type FakeTtsAnswer =
  /** 200 with an mp3 blob. */
  | 'audio'
  /** Never answers (the loading state). */
  | 'pending'
  /** `fetch` rejects (no network). */
  | 'network-error'
  /** A failure status, with the server's message when given. */
  | { status: number; message?: string };

export interface FakeTtsFetcher extends TtsFetcher {
  /** Every request body received, in order. */
  readonly requests: TtsRequest[];
}

/** A fake mp3 blob (a few bytes; only the fake audio player ever "plays" it). */
export function fakeMp3(): Blob {
  return new Blob([new Uint8Array([0x49, 0x44, 0x33, 0x04])], { type: 'audio/mpeg' });
}

/**
 * A `TtsFetcher` that answers from a script, one answer per call; the last answer repeats.
 * @example
 * ```ts
 * createFakeTtsFetcher([{ status: 503 }, 'audio'])
 * ```
 */
export function createFakeTtsFetcher(script: FakeTtsAnswer | FakeTtsAnswer[] = 'audio'): FakeTtsFetcher {
  const answers = Array.isArray(script) ? script : [script];
  const requests: TtsRequest[] = [];
  const fetcher = async (request: TtsRequest, signal?: AbortSignal): Promise<TtsResult> => {
    const answer = answers[Math.min(requests.length, answers.length - 1)] ?? 'audio';
    requests.push(request);
    if (answer === 'pending') {
      return new Promise<TtsResult>((_, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    }
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer === 'audio') return { ok: true, audio: fakeMp3() };
    return { ok: false, status: answer.status, message: answer.message };
  };
  return Object.assign(fetcher, { requests });
}

export interface FakeAudioPlayerOptions {
  /** `play()` rejects, as when the browser refuses to start audio. @default false */
  failToStart?: boolean;
}

export interface FakeAudioPlayer extends AudioPlayerAdapter {
  /** Every reply played: its blob's type and size, and the rate it started at. */
  readonly played: { type: string; size: number; rate: number }[];
  /** Every call, in order: 'play', 'pause', 'resume', 'stop', 'setRate:1.5'. */
  readonly calls: string[];
  /** The current playback rate, or null when nothing plays. */
  readonly currentRate: number | null;
  /** Ends the current audio as if it had played to its end. */
  finish(): void;
  /** Fails the current audio with a media error code. */
  fail(code?: string): void;
}

/** An `AudioPlayerAdapter` that plays nothing until told to `finish()`. */
export function createFakeAudioPlayer({ failToStart = false }: FakeAudioPlayerOptions = {}): FakeAudioPlayer {
  let current: AudioPlayOptions | null = null;
  let rate: number | null = null;
  const player: FakeAudioPlayer = {
    played: [],
    calls: [],
    get currentRate() {
      return rate;
    },
    isSupported: () => true,
    async play(audio, options) {
      player.calls.push('play');
      if (failToStart) throw new DOMException('play() failed', 'NotAllowedError');
      current = options;
      rate = options.rate;
      player.played.push({ type: audio.type, size: audio.size, rate: options.rate });
    },
    pause: () => {
      player.calls.push('pause');
    },
    resume: () => {
      player.calls.push('resume');
    },
    stop: () => {
      player.calls.push('stop');
      current = null;
      rate = null;
    },
    setRate: (next) => {
      player.calls.push(`setRate:${next}`);
      if (current) rate = next;
    },
    finish: () => {
      const ended = current;
      current = null;
      rate = null;
      ended?.onEnd();
    },
    fail: (code = 'media-error-3') => {
      const failed = current;
      current = null;
      rate = null;
      failed?.onError(code);
    },
  };
  return player;
}

export interface FakeSpeechSynthesisOptions {
  /** False: the browser has no `speechSynthesis` at all. @default true */
  supported?: boolean;
  /** `speak()` throws: the browser refuses to start speaking. @default false */
  throwOnSpeak?: boolean;
  /** Each utterance fails right after it starts, with this `SpeechSynthesisErrorEvent.error` code. */
  failWith?: string;
}

export interface FakeSpokenUtterance {
  text: string;
  rate: number;
  volume: number;
  lang: string;
}

export interface FakeSpeechSynthesis extends SpeechSynthesisAdapter {
  /** Every utterance spoken: its text, rate, volume and language. */
  readonly spoken: FakeSpokenUtterance[];
  /** Every call, in order: 'speak', 'pause', 'resume', 'cancel'. */
  readonly calls: string[];
  /** True while an utterance is being "spoken" (started, not ended, failed or cancelled). */
  readonly speaking: boolean;
  /** Ends the current utterance as if it had been read to its end. */
  finish(): void;
  /** Fails the current utterance with an error code. */
  fail(code: string): void;
}

/** A `SpeechSynthesisAdapter` that speaks nothing and keeps "speaking" until told otherwise. */
export function createFakeSpeechSynthesis({
  supported = true,
  throwOnSpeak = false,
  failWith,
}: FakeSpeechSynthesisOptions = {}): FakeSpeechSynthesis {
  let current: SpeakOptions | null = null;
  const synthesis: FakeSpeechSynthesis = {
    spoken: [],
    calls: [],
    get speaking() {
      return current !== null;
    },
    isSupported: () => supported,
    speak(text, options) {
      synthesis.calls.push('speak');
      if (!supported || throwOnSpeak) throw new Error('speechSynthesis refused to speak');
      current = options;
      synthesis.spoken.push({ text, rate: options.rate, volume: options.volume, lang: options.lang ?? 'en-US' });
      if (failWith !== undefined) {
        const code = failWith;
        // Browsers report errors asynchronously, after speak() returned.
        queueMicrotask(() => synthesis.fail(code));
      }
    },
    pause: () => {
      synthesis.calls.push('pause');
    },
    resume: () => {
      synthesis.calls.push('resume');
    },
    cancel: () => {
      synthesis.calls.push('cancel');
      const cancelled = current;
      current = null;
      // Like Chrome: cancelling reports "interrupted" to the utterance.
      cancelled?.onError('interrupted');
    },
    finish: () => {
      const ended = current;
      current = null;
      ended?.onEnd();
    },
    fail: (code) => {
      const failed = current;
      current = null;
      failed?.onError(code);
    },
  };
  return synthesis;
}
