import { voiceMessages } from '../../messages/voice';
import type { Platform } from '../platform';

const text = voiceMessages.input;

/** An error of voice input, as shown inline and handed to `onError` (e.g. for a toast). */
export interface VoiceInputError {
  title: typeof text.recognitionErrorTitle | typeof text.inputErrorTitle;
  description: string;
  /** The recognition error code or the microphone error's name, e.g. `no-speech`, `NotFoundError`. */
  code: string;
  /** Nothing is shown for a silent error (aborted; no-speech on mobile); it is reported for logging only. */
  silent?: boolean;
}

const recognitionError = (code: string, description: string, silent = false): VoiceInputError => ({
  title: text.recognitionErrorTitle,
  description,
  code,
  ...(silent ? { silent } : {}),
});

const inputError = (code: string, description: string): VoiceInputError => ({
  title: text.inputErrorTitle,
  description,
  code,
});

/** A DOMException's name (`NotAllowedError`, ...), or `Error` for anything without one. */
const errorName = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string' && error.name
    ? error.name
    : 'Error';

const permissionDenied = (platform: Platform) =>
  platform.isMobile ? `${text.notAllowed} ${text.notAllowedMobileHint}` : text.notAllowed;

/** Maps a speech recognition error code (`SpeechRecognitionErrorEvent.error`) to its message. */
export function recognitionErrorFeedback(code: string, platform: Platform): VoiceInputError {
  switch (code) {
    case 'not-allowed':
      return recognitionError(code, permissionDenied(platform));
    case 'network':
      return recognitionError(code, text.network);
    case 'no-speech':
      // Mobile browsers end a quiet session with no-speech all the time; saying so would nag.
      return recognitionError(code, text.noSpeech, platform.isMobile);
    case 'audio-capture':
      return recognitionError(code, text.audioCapture);
    case 'service-not-allowed':
      return recognitionError(code, text.serviceNotAllowed);
    case 'aborted':
      return recognitionError(code, text.aborted, true);
    default:
      return recognitionError(code, text.other(code));
  }
}

/** Maps a `getUserMedia` rejection (a DOMException, or anything) to its message. */
export function microphoneErrorFeedback(error: unknown, platform: Platform): VoiceInputError {
  const name = errorName(error);
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
      return inputError(name, permissionDenied(platform));
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return inputError(name, text.noMicrophone);
    case 'NotReadableError':
    case 'TrackStartError':
      return inputError(name, text.microphoneBusy);
    case 'AbortError':
      return inputError(name, text.microphoneAborted);
    default:
      return inputError(name, text.microphoneOther(name));
  }
}

/** The browser has no speech recognition (or no microphone API). */
export function unsupportedFeedback(): VoiceInputError {
  return inputError('unsupported', text.unsupported);
}

/** `recognition.start()` threw (e.g. an InvalidStateError). */
export function startFailedFeedback(error: unknown): VoiceInputError {
  const name = errorName(error);
  return inputError(name, text.startFailed);
}
