/**
 * The slice of the Web Speech API and of `getUserMedia` that voice input uses. Browsers provide
 * them (`browserRecognitionFactory`, `browserGetUserMedia`); tests and stories pass the fakes
 * of `./fakes`.
 */

export interface RecognitionAlternativeLike {
  readonly transcript: string;
  readonly confidence: number;
}

export interface RecognitionResultLike {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: RecognitionAlternativeLike;
}

export interface RecognitionResultListLike {
  readonly length: number;
  readonly [index: number]: RecognitionResultLike;
}

/** What `onresult` receives (`SpeechRecognitionEvent`). */
export interface RecognitionResultEventLike {
  readonly resultIndex: number;
  readonly results: RecognitionResultListLike;
}

/** What `onerror` receives (`SpeechRecognitionErrorEvent`). */
export interface RecognitionErrorEventLike {
  readonly error: string;
  readonly message?: string;
}

/** A speech recognition session (`SpeechRecognition` / `webkitSpeechRecognition`). */
export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onstart: (() => void) | null;
  onresult: ((event: RecognitionResultEventLike) => void) | null;
  onerror: ((event: RecognitionErrorEventLike) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

/** Makes a new recognition session; voice input makes one per listening session. */
export type RecognitionFactory = () => SpeechRecognitionLike;

/** The part of a `MediaStream` voice input needs: its tracks, to release the microphone. */
export interface MediaStreamLike {
  getTracks(): ReadonlyArray<{ stop(): void }>;
}

/** `navigator.mediaDevices.getUserMedia`. */
export type GetUserMedia = (constraints: MediaStreamConstraints) => Promise<MediaStreamLike>;

type RecognitionConstructor = new () => SpeechRecognitionLike;

/** The browser's speech recognition (standard or `webkit`-prefixed), or null where there is none. */
export function browserRecognitionFactory(): RecognitionFactory | null {
  const scope = globalThis as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  const Recognition = scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
  return Recognition ? () => new Recognition() : null;
}

/**
 * The browser's `getUserMedia`, or null where there is none (older browsers, and pages not
 * served over HTTPS, have no `navigator.mediaDevices`).
 */
export function browserGetUserMedia(): GetUserMedia | null {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!devices || typeof devices.getUserMedia !== 'function') return null;
  return (constraints) => devices.getUserMedia(constraints);
}

/** The clock of the listening countdown and the repeat-delivery guard; fakes drive it by hand. */
export interface VoiceClock {
  now(): number;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** The real clock. Globals are read at call time, so test runners' fake timers drive it too. */
export const realClock: VoiceClock = {
  now: () => Date.now(),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};
