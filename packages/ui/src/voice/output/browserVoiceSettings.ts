import type { Platform } from '../platform';

export interface BrowserVoiceSettings {
  /** `SpeechSynthesisUtterance.rate` at playback speed 1. */
  rate: number;
  /** `SpeechSynthesisUtterance.volume`. */
  volume: number;
}

/**
 * The browser voice's rate and volume: rate 0.85 on mobile, 0.8 on Safari, 0.9 otherwise; volume
 * 0.9 on mobile, else 1. Mobile Safari (an iPhone) takes the mobile rule: the slower Safari rate
 * exists for desktop Safari's faster voice.
 */
export function browserVoiceSettings(platform: Platform): BrowserVoiceSettings {
  if (platform.isMobile) return { rate: 0.85, volume: 0.9 };
  if (platform.isSafari) return { rate: 0.8, volume: 1 };
  return { rate: 0.9, volume: 1 };
}

/**
 * The utterance rate for a playback speed: the platform's rate times the (normalised) speed,
 * rounded to 3 decimals so that 0.9 × 1.25 reads 1.125 rather than 1.1250000000000002.
 */
export function browserSpeechRate(platform: Platform, speed: number): number {
  return Math.round(browserVoiceSettings(platform).rate * speed * 1000) / 1000;
}
