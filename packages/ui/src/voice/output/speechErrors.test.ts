// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { browserSpeechError, serverSpeechError, synthesisUnavailableError } from './speechErrors';

describe('serverSpeechError', () => {
  it('403: the server message, else the default text; an error (no fallback)', () => {
    expect(serverSpeechError(403, 'Upgrade to hear Selene')).toMatchObject({
      code: 'forbidden',
      message: 'Upgrade to hear Selene',
      severity: 'error',
      status: 403,
    });
    expect(serverSpeechError(403).message).toBe('Voice features require Plus tier or higher');
    expect(serverSpeechError(403, '  ').message).toBe('Voice features require Plus tier or higher');
  });

  it('503: "Voice temporarily unavailable", a warning (the browser voice takes over)', () => {
    expect(serverSpeechError(503, 'quota')).toEqual({
      code: 'quotaExceeded',
      message: 'Voice temporarily unavailable',
      severity: 'warning',
      status: 503,
    });
  });

  it.each([0, 400, 401, 404, 429, 500, 502])('%s: "Server TTS unavailable", a warning', (status) => {
    expect(serverSpeechError(status)).toMatchObject({
      code: 'serverUnavailable',
      message: 'Server TTS unavailable',
      severity: 'warning',
    });
  });
});

describe('browserSpeechError', () => {
  it.each([
    ['network', 'Network error during speech playback. Please check your connection.'],
    ['synthesis-failed', 'Voice playback failed. Please check your audio settings and try again.'],
    ['audio-hardware', 'Audio hardware issue. Please check your speakers or headphones.'],
    ['language-unavailable', 'Voice playback error: language-unavailable'],
    ['not-allowed', 'Voice playback error: not-allowed'],
  ])('%s: %s', (code, message) => {
    expect(browserSpeechError(code)).toMatchObject({ message, severity: 'error', browserCode: code });
  });
});

describe('synthesisUnavailableError', () => {
  it('on this device when there is no speechSynthesis at all', () => {
    expect(synthesisUnavailableError(true).message).toBe('Voice synthesis not available on this device');
    expect(synthesisUnavailableError(false).message).toBe('Voice synthesis not available');
  });
});
