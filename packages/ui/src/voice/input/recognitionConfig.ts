import type { Platform } from '../platform';

/** Maximum listening time (30 s): listening stops by itself there. */
export const maxListeningMs = 30_000;
/** The countdown's tick, in ms. */
export const listeningTickMs = 100;
/** The same transcript is not delivered twice within this time (2 s). */
export const repeatDeliveryGuardMs = 2_000;

export interface RecognitionConfig {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
}

/** Recognition settings: en-US, continuous with interim results, 3 alternatives on desktop and 1 on mobile. */
export function recognitionConfig(platform: Platform): RecognitionConfig {
  return { lang: 'en-US', continuous: true, interimResults: true, maxAlternatives: platform.isMobile ? 1 : 3 };
}

/** The microphone stream is requested with echo cancellation, noise suppression and auto gain. */
export const microphoneConstraints = {
  audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
} as const satisfies MediaStreamConstraints;
