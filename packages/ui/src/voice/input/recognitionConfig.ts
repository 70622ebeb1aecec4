import type { Platform } from '../platform';

/** Spec 9: maximum listening time and auto timeout. */
export const maxListeningMs = 30_000;
/** Spec 9: the countdown's tick. */
export const listeningTickMs = 100;
/** Spec 9: the same transcript is not delivered twice within this time. */
export const repeatDeliveryGuardMs = 2_000;

export interface RecognitionConfig {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
}

/** Spec 5: en-US, continuous with interim results, 3 alternatives on desktop and 1 on mobile. */
export function recognitionConfig(platform: Platform): RecognitionConfig {
  return { lang: 'en-US', continuous: true, interimResults: true, maxAlternatives: platform.isMobile ? 1 : 3 };
}

/** Spec 5: the microphone stream is requested with echo cancellation, noise suppression and auto gain. */
export const microphoneConstraints = {
  audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
} as const satisfies MediaStreamConstraints;
