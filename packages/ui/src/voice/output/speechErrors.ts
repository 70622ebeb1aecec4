import { voiceMessages } from '../../messages/voice';

const messages = voiceMessages.output;

/** Which voice output error happened; each has its message in `messages/voice.ts`. */
export type SpeechOutputErrorCode =
  | 'forbidden'
  | 'quotaExceeded'
  | 'serverUnavailable'
  | 'notAvailable'
  | 'notAvailableOnDevice'
  | 'network'
  | 'synthesisFailed'
  | 'audioHardware'
  | 'playbackError';

export interface SpeechOutputError {
  code: SpeechOutputErrorCode;
  /** The user-facing text (`voiceMessages.output`). */
  message: string;
  /**
   * `warning`: the server voice failed but the browser voice took over (the reply is still
   * heard); `error`: nothing plays.
   */
  severity: 'warning' | 'error';
  /** The TTS request's status, for server errors. */
  status?: number;
  /** The browser's `SpeechSynthesisErrorEvent.error` code, for browser errors. */
  browserCode?: string;
}

/**
 * The error for a failed TTS request (`fetchTts`): 403 gives the server's message or the
 * default text and stops there (the server denied voice to this user); 503 and every other
 * status (and a network failure, status 0) are warnings: the browser voice takes over.
 */
export function serverSpeechError(status: number, serverMessage?: string): SpeechOutputError {
  if (status === 403) {
    const message = serverMessage?.trim() ? serverMessage.trim() : messages.forbidden;
    return { code: 'forbidden', message, severity: 'error', status };
  }
  if (status === 503) return { code: 'quotaExceeded', message: messages.quotaExceeded, severity: 'warning', status };
  return { code: 'serverUnavailable', message: messages.serverUnavailable, severity: 'warning', status };
}

/**
 * Codes the browser reports when speech is cancelled on purpose (stop, a new reply): not errors.
 */
export const ignoredBrowserSpeechErrors: readonly string[] = ['interrupted', 'canceled'];

/** The error for a `SpeechSynthesisErrorEvent.error` code. */
export function browserSpeechError(browserCode: string): SpeechOutputError {
  switch (browserCode) {
    case 'network':
      return { code: 'network', message: messages.network, severity: 'error', browserCode };
    case 'synthesis-failed':
      return { code: 'synthesisFailed', message: messages.synthesisFailed, severity: 'error', browserCode };
    case 'audio-hardware':
      return { code: 'audioHardware', message: messages.audioHardware, severity: 'error', browserCode };
    default:
      return { code: 'playbackError', message: messages.playbackError(browserCode), severity: 'error', browserCode };
  }
}

/**
 * Everything failed: no `speechSynthesis` in this browser at all ("... on this
 * device"), or the browser has it but refused to start speaking.
 */
export function synthesisUnavailableError(onDevice: boolean): SpeechOutputError {
  return onDevice
    ? { code: 'notAvailableOnDevice', message: messages.notAvailableOnDevice, severity: 'error' }
    : { code: 'notAvailable', message: messages.notAvailable, severity: 'error' };
}
