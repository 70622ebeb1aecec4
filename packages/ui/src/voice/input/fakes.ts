import type {
  GetUserMedia,
  MediaStreamLike,
  RecognitionFactory,
  RecognitionResultLike,
  SpeechRecognitionLike,
  VoiceClock,
} from './adapters';

/** A scripted recognition session: what the code under test set on it, and what it called. */
export interface FakeRecognition extends SpeechRecognitionLike {
  readonly calls: ReadonlyArray<'start' | 'stop' | 'abort'>;
}

export interface FakeSpeechRecognitionOptions {
  /** Fire `onstart` as soon as `start()` is called. Turn off to hold a session in "initialising". @default true */
  autoStart?: boolean;
  /** Fire `onend` as soon as `stop()` or `abort()` is called (after `aborted` for abort). @default true */
  autoEnd?: boolean;
}

/** Drives fake recognition sessions from a test or a story's play function. */
export interface FakeSpeechRecognition {
  /** Pass as `recognitionFactory`. */
  factory: RecognitionFactory;
  /** Every session made so far, oldest first. */
  readonly instances: readonly FakeRecognition[];
  /** The newest session. */
  readonly current: FakeRecognition | undefined;
  /** The service started listening (`onstart`). */
  emitStart(): void;
  /** The words heard so far of the phrase being spoken (an interim result, replaced by the next one). */
  emitInterim(transcript: string, confidence?: number): void;
  /** The phrase is final (replaces the pending interim result). */
  emitFinal(transcript: string, confidence?: number): void;
  /** A recognition error (`not-allowed`, `no-speech`, ...). */
  emitError(error: string, message?: string): void;
  /** The session ended (`onend`). */
  emitEnd(): void;
}

interface MutableResult {
  isFinal: boolean;
  transcript: string;
  confidence: number;
}

const toResult = ({ isFinal, transcript, confidence }: MutableResult): RecognitionResultLike => ({
  isFinal,
  length: 1,
  0: { transcript, confidence },
});

/** A speech recognition you script: emit interim and final results, errors and the end. */
export function createFakeSpeechRecognition(options: FakeSpeechRecognitionOptions = {}): FakeSpeechRecognition {
  const { autoStart = true, autoEnd = true } = options;
  const instances: FakeRecognition[] = [];
  const results = new WeakMap<FakeRecognition, MutableResult[]>();

  const current = () => instances.at(-1);
  const emitResult = (isFinal: boolean, transcript: string, confidence: number) => {
    const session = current();
    if (!session) return;
    const list = results.get(session)!;
    const last = list.at(-1);
    // A phrase's interim results are replaced by its next interim or final result.
    const index = last && !last.isFinal ? list.length - 1 : list.length;
    list[index] = { isFinal, transcript, confidence };
    const snapshot = Object.assign(list.map(toResult), { length: list.length });
    session.onresult?.({ resultIndex: index, results: snapshot });
  };

  const factory: RecognitionFactory = () => {
    const calls: Array<'start' | 'stop' | 'abort'> = [];
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      session.onend?.();
    };
    const session: FakeRecognition = {
      lang: '',
      continuous: false,
      interimResults: false,
      maxAlternatives: 1,
      onstart: null,
      onresult: null,
      onerror: null,
      onend: null,
      calls,
      start() {
        calls.push('start');
        if (autoStart) session.onstart?.();
      },
      stop() {
        calls.push('stop');
        if (autoEnd) end();
      },
      abort() {
        calls.push('abort');
        if (!autoEnd) return;
        session.onerror?.({ error: 'aborted' });
        end();
      },
    };
    instances.push(session);
    results.set(session, []);
    return session;
  };

  return {
    factory,
    instances,
    get current() {
      return current();
    },
    emitStart: () => current()?.onstart?.(),
    emitInterim: (transcript, confidence = 0.5) => emitResult(false, transcript, confidence),
    emitFinal: (transcript, confidence = 0.92) => emitResult(true, transcript, confidence),
    emitError: (error, message) => current()?.onerror?.({ error, ...(message ? { message } : {}) }),
    emitEnd: () => current()?.onend?.(),
  };
}

/** A fake `getUserMedia`: grants, rejects with a DOMException name, or waits until released. */
export interface FakeGetUserMedia extends GetUserMedia {
  /** The constraints of every request, in order. */
  readonly calls: readonly MediaStreamConstraints[];
  /** How many microphone tracks were stopped (released). */
  readonly stoppedTracks: number;
  /** Settles the requests still waiting (mode `pending`): grant, or reject with `errorName`. */
  release(errorName?: string): void;
}

export type FakeMicrophoneMode =
  /** Grant at once. */
  | 'grant'
  /** Wait until `release()` (holds voice input in "initialising"). */
  | 'pending'
  /** Reject at once with a DOMException of this name (`NotAllowedError`, `NotFoundError`, ...). */
  | { errorName: string };

export function createFakeGetUserMedia(mode: FakeMicrophoneMode = 'grant'): FakeGetUserMedia {
  const calls: MediaStreamConstraints[] = [];
  const waiting: Array<{ resolve: (stream: MediaStreamLike) => void; reject: (error: unknown) => void }> = [];
  let stoppedTracks = 0;
  const stream = (): MediaStreamLike => ({ getTracks: () => [{ stop: () => void stoppedTracks++ }] });
  const denial = (name: string) => new DOMException(`Fake microphone: ${name}`, name);

  const getUserMedia = ((constraints: MediaStreamConstraints) => {
    calls.push(constraints);
    if (mode === 'grant') return Promise.resolve(stream());
    if (mode === 'pending') return new Promise<MediaStreamLike>((resolve, reject) => waiting.push({ resolve, reject }));
    return Promise.reject(denial(mode.errorName));
  }) as FakeGetUserMedia;

  return Object.defineProperties(getUserMedia, {
    calls: { get: () => calls },
    stoppedTracks: { get: () => stoppedTracks },
    release: {
      value: (errorName?: string) => {
        for (const request of waiting.splice(0)) {
          if (errorName) request.reject(denial(errorName));
          else request.resolve(stream());
        }
      },
    },
  });
}

/** A clock that moves only when told to: stories finish in a still state, tests need no timers. */
export interface FakeClock extends VoiceClock {
  /** Moves time forward, firing due intervals in order. */
  advance(ms: number): void;
  /** Intervals still running. */
  readonly activeIntervals: number;
}

export function createFakeClock(startAt = 0): FakeClock {
  let now = startAt;
  let nextId = 1;
  const timers = new Map<number, { callback: () => void; every: number; dueAt: number }>();

  return {
    now: () => now,
    setInterval(callback, ms) {
      const id = nextId++;
      const every = Math.max(1, ms);
      timers.set(id, { callback, every, dueAt: now + every });
      return id;
    },
    clearInterval(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const target = now + ms;
      for (;;) {
        let due: [number, { callback: () => void; every: number; dueAt: number }] | undefined;
        for (const entry of timers)
          if (entry[1].dueAt <= target && (!due || entry[1].dueAt < due[1].dueAt)) due = entry;
        if (!due) break;
        const [, timer] = due;
        now = timer.dueAt;
        timer.dueAt += timer.every;
        timer.callback();
      }
      now = target;
    },
    get activeIntervals() {
      return timers.size;
    },
  };
}
