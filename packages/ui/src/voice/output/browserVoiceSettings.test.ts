// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { browserSpeechRate, browserVoiceSettings } from './browserVoiceSettings';

describe('browserVoiceSettings', () => {
  it.each([
    ['desktop', { isMobile: false, isSafari: false }, 0.9, 1],
    ['desktop Safari', { isMobile: false, isSafari: true }, 0.8, 1],
    ['mobile', { isMobile: true, isSafari: false }, 0.85, 0.9],
    ['mobile Safari (mobile rule first)', { isMobile: true, isSafari: true }, 0.85, 0.9],
  ])('%s: rate %s, volume %s', (_, platform, rate, volume) => {
    expect(browserVoiceSettings(platform)).toEqual({ rate, volume });
  });
});

describe('browserSpeechRate', () => {
  it('multiplies the platform rate by the speed, rounded to 3 decimals', () => {
    expect(browserSpeechRate({ isMobile: false, isSafari: false }, 1.25)).toBe(1.125);
    expect(browserSpeechRate({ isMobile: true, isSafari: false }, 2)).toBe(1.7);
    expect(browserSpeechRate({ isMobile: false, isSafari: true }, 0.75)).toBe(0.6);
    expect(browserSpeechRate({ isMobile: false, isSafari: false }, 1)).toBe(0.9);
  });
});
