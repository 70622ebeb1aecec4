import { useCallback, useEffect, useRef, useState } from 'react';
import { brand } from '../../brand';
import { currentPlatform, type Platform } from '../platform';
import {
  browserGetUserMedia,
  browserRecognitionFactory,
  type GetUserMedia,
  type MediaStreamLike,
  type RecognitionFactory,
  type RecognitionResultEventLike,
  realClock,
  type SpeechRecognitionLike,
  type VoiceClock,
} from './adapters';
import { type CorrectedTranscript, correctTranscript } from './correctTranscript';
import {
  microphoneErrorFeedback,
  recognitionErrorFeedback,
  startFailedFeedback,
  unsupportedFeedback,
  type VoiceInputError,
} from './inputErrors';
import {
  maxListeningMs as defaultMaxListeningMs,
  listeningTickMs,
  microphoneConstraints,
  recognitionConfig,
  repeatDeliveryGuardMs,
} from './recognitionConfig';

/** Speech input's status: initialising (asking for the microphone), listening, stopped. */
export type SpeechInputStatus = 'initialising' | 'listening' | 'stopped';

/** A delivered transcript: corrected (`correctTranscript`), with its confidence, and as heard. */
export interface VoiceTranscript extends CorrectedTranscript {
  /** The transcript as the browser heard it, before correction. */
  raw: string;
}

/** `recognitionFactory`, `getUserMedia` and `platform` are read once, when the hook mounts. */
export interface UseSpeechInputOptions {
  /** Makes recognition sessions; `null` means the browser has none. @default the browser's */
  recognitionFactory?: RecognitionFactory | null;
  /** Opens the microphone; `null` means the browser cannot. @default navigator.mediaDevices.getUserMedia */
  getUserMedia?: GetUserMedia | null;
  /** Mobile or desktop (alternatives, error hints, silent no-speech). @default the current browser's */
  platform?: Platform;
  /** The name that mis-hearings are corrected to. @default brand.assistantName */
  assistantName?: string;
  /** Called once per session with a non-empty transcript, when recognition ends. */
  onTranscript?: (transcript: VoiceTranscript) => void;
  /** Called with every error, silent ones included (`silent: true`: show nothing, log at most). */
  onError?: (error: VoiceInputError) => void;
  /** Maximum listening time; listening is force-stopped when it is reached. @default 30000 */
  maxListeningMs?: number;
  /** Clock of the countdown and the repeat guard. @default the real clock */
  clock?: VoiceClock;
}

export interface SpeechInputState {
  status: SpeechInputStatus;
  /** False when the browser has no speech recognition or no microphone API. */
  isSupported: boolean;
  /** Time listened so far, in 100 ms ticks. */
  elapsedMs: number;
  remainingMs: number;
  /** elapsedMs / maxListeningMs, 0..1. */
  progress: number;
  maxListeningMs: number;
  /** The live transcript: phrases already final, and the words of the phrase being spoken. */
  transcript: { final: string; interim: string };
  /** The last transcript delivered to `onTranscript`. */
  delivered: VoiceTranscript | null;
  /** The last session was force-stopped at the maximum listening time. Reset by `start`. */
  reachedLimit: boolean;
  /** The last error to show (silent errors are not kept). Cleared by `start`. */
  error: VoiceInputError | null;
  start(): Promise<void>;
  stop(): void;
  /** Starts when stopped, stops otherwise. */
  toggle(): void;
}

interface Session {
  recognition: SpeechRecognitionLike | null;
  stream: MediaStreamLike | null;
  timer: unknown;
  elapsedMs: number;
  final: string;
  interim: string;
}

interface View {
  status: SpeechInputStatus;
  elapsedMs: number;
  transcript: { final: string; interim: string };
  delivered: VoiceTranscript | null;
  reachedLimit: boolean;
  error: VoiceInputError | null;
}

const idle: View = {
  status: 'stopped',
  elapsedMs: 0,
  transcript: { final: '', interim: '' },
  delivered: null,
  reachedLimit: false,
  error: null,
};
const join = (...parts: string[]) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');

/** Splits recognition results into the final phrases and the phrase still being spoken. */
function readResults(event: RecognitionResultEventLike) {
  const final: string[] = [];
  const interim: string[] = [];
  for (let i = 0; i < event.results.length; i++) {
    const result = event.results[i];
    const transcript = result?.[0]?.transcript ?? '';
    (result?.isFinal ? final : interim).push(transcript);
  }
  return { final: join(...final), interim: join(...interim) };
}

/**
 * Speech input: asks for the microphone, listens in en-US with interim results,
 * counts down to the maximum listening time (100 ms ticks) and force-stops there. When recognition
 * ends, the transcript is corrected (`correctTranscript`) and delivered once; the same transcript
 * is not delivered again within 2 s. Words still interim when recognition ends count as heard,
 * since some browsers (Safari) never finalise the last phrase after a stop. Errors go to `onError`
 * and, unless silent, to `error`. Never rejects.
 */
export function useSpeechInput(options: UseSpeechInputOptions = {}): SpeechInputState {
  const [factory] = useState(() =>
    options.recognitionFactory === undefined ? browserRecognitionFactory() : options.recognitionFactory,
  );
  const [getUserMedia] = useState(() =>
    options.getUserMedia === undefined ? browserGetUserMedia() : options.getUserMedia,
  );
  const [platform] = useState(() => options.platform ?? currentPlatform());
  const maxMs = options.maxListeningMs ?? defaultMaxListeningMs;
  const clock = options.clock ?? realClock;
  const isSupported = Boolean(factory && getUserMedia);

  const [view, setView] = useState<View>(idle);
  const session = useRef<Session | null>(null);
  const lastDelivery = useRef<{ text: string; at: number } | null>(null);
  // The latest props, read by recognition callbacks that outlive a render.
  const latest = useRef({ options, platform, maxMs, clock });
  latest.current = { options, platform, maxMs, clock };

  const report = useCallback((error: VoiceInputError) => {
    latest.current.options.onError?.(error);
    if (!error.silent) setView((v) => ({ ...v, error }));
  }, []);

  /** Releases everything a session holds; it no longer reports anything. */
  const release = useCallback((s: Session) => {
    latest.current.clock.clearInterval(s.timer);
    s.timer = undefined;
    for (const track of s.stream?.getTracks() ?? []) track.stop();
    s.stream = null;
    if (s.recognition) {
      s.recognition.onstart = s.recognition.onresult = s.recognition.onerror = s.recognition.onend = null;
    }
    if (session.current === s) session.current = null;
  }, []);

  const deliver = useCallback((s: Session) => {
    const raw = join(s.final, s.interim);
    if (!raw) return null;
    const { options: props, clock: now } = latest.current;
    const corrected = correctTranscript(raw, { assistantName: props.assistantName ?? brand.assistantName });
    const at = now.now();
    const last = lastDelivery.current;
    if (last && last.text === corrected.text && at - last.at < repeatDeliveryGuardMs) return null;
    lastDelivery.current = { text: corrected.text, at };
    const transcript: VoiceTranscript = { ...corrected, raw };
    props.onTranscript?.(transcript);
    return transcript;
  }, []);

  /** Recognition ended (by itself, by stop, at the limit or after an error). */
  const finish = useCallback(
    (s: Session) => {
      if (session.current !== s) return;
      release(s);
      const delivered = deliver(s);
      setView((v) => ({
        ...v,
        status: 'stopped',
        transcript: delivered
          ? { final: delivered.text, interim: '' }
          : { final: join(s.final, s.interim), interim: '' },
        delivered: delivered ?? v.delivered,
      }));
    },
    [deliver, release],
  );

  const stop = useCallback(() => {
    const s = session.current;
    if (!s) return;
    latest.current.clock.clearInterval(s.timer);
    s.timer = undefined;
    if (!s.recognition) {
      // Still waiting for the microphone: give up the session; a late grant is released.
      release(s);
      setView((v) => ({ ...v, status: 'stopped' }));
      return;
    }
    try {
      s.recognition.stop();
    } catch {
      finish(s);
    }
  }, [finish, release]);

  const startTimer = useCallback(
    (s: Session) => {
      const { clock: timers } = latest.current;
      timers.clearInterval(s.timer);
      s.timer = timers.setInterval(() => {
        if (session.current !== s) return;
        s.elapsedMs = Math.min(latest.current.maxMs, s.elapsedMs + listeningTickMs);
        const reachedLimit = s.elapsedMs >= latest.current.maxMs;
        setView((v) => ({ ...v, elapsedMs: s.elapsedMs, reachedLimit }));
        if (reachedLimit) stop();
      }, listeningTickMs);
    },
    [stop],
  );

  const start = useCallback(async () => {
    if (session.current) return;
    if (!factory || !getUserMedia) {
      setView((v) => ({ ...v, error: null }));
      report(unsupportedFeedback());
      return;
    }
    const s: Session = { recognition: null, stream: null, timer: undefined, elapsedMs: 0, final: '', interim: '' };
    session.current = s;
    setView((v) => ({ ...idle, delivered: v.delivered, status: 'initialising' }));

    let stream: MediaStreamLike;
    try {
      stream = await getUserMedia(microphoneConstraints);
    } catch (error) {
      if (session.current !== s) return;
      release(s);
      setView((v) => ({ ...v, status: 'stopped' }));
      report(microphoneErrorFeedback(error, latest.current.platform));
      return;
    }
    if (session.current !== s) {
      // Stopped or unmounted while the permission prompt was open.
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    s.stream = stream;

    try {
      const recognition = factory();
      Object.assign(recognition, recognitionConfig(latest.current.platform));
      recognition.onstart = () => {
        if (session.current !== s) return;
        setView((v) => ({ ...v, status: 'listening' }));
        startTimer(s);
      };
      recognition.onresult = (event) => {
        if (session.current !== s) return;
        const heard = readResults(event);
        s.final = heard.final;
        s.interim = heard.interim;
        setView((v) => ({ ...v, transcript: heard }));
      };
      recognition.onerror = (event) => {
        if (session.current !== s) return;
        report(recognitionErrorFeedback(event.error, latest.current.platform));
      };
      recognition.onend = () => finish(s);
      s.recognition = recognition;
      recognition.start();
    } catch (error) {
      if (session.current !== s) return;
      release(s);
      setView((v) => ({ ...v, status: 'stopped' }));
      report(startFailedFeedback(error));
    }
  }, [factory, getUserMedia, finish, release, report, startTimer]);

  const toggle = useCallback(() => {
    if (session.current) stop();
    else void start();
  }, [start, stop]);

  // Unmounting ends the session quietly: no delivery, no error, the microphone released.
  useEffect(
    () => () => {
      const s = session.current;
      if (!s) return;
      const recognition = s.recognition;
      release(s);
      try {
        recognition?.abort();
      } catch {
        // Already ended.
      }
    },
    [release],
  );

  const elapsedMs = Math.min(view.elapsedMs, maxMs);
  return {
    status: view.status,
    isSupported,
    elapsedMs,
    remainingMs: maxMs - elapsedMs,
    progress: maxMs > 0 ? elapsedMs / maxMs : 1,
    maxListeningMs: maxMs,
    transcript: view.transcript,
    delivered: view.delivered,
    reachedLimit: view.reachedLimit,
    error: view.error,
    start,
    stop,
    toggle,
  };
}
