// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { microphoneErrorFeedback, recognitionErrorFeedback, unsupportedFeedback } from './inputErrors';

const desktop = { isMobile: false, isSafari: false };
const mobile = { isMobile: true, isSafari: true };
const recognitionTitle = 'Voice Recognition Error';
const inputTitle = 'Voice Input Error';

describe('recognitionErrorFeedback (spec 8)', () => {
  it.each([
    ['no-speech', 'No speech detected. Please speak clearly and try again.'],
    ['service-not-allowed', 'Speech service not available. Please try again later.'],
    ['not-allowed', 'Microphone access was denied. Allow the microphone for this site to use voice input.'],
    ['network', 'Voice recognition needs an internet connection. Please check your connection and try again.'],
    ['audio-capture', "Your microphone couldn't capture any audio. Please check that it is connected and not muted."],
    ['language-not-supported', 'Voice recognition error: language-not-supported. Please try again.'],
  ])('%s on desktop: "%s", shown', (code, description) => {
    expect(recognitionErrorFeedback(code, desktop)).toEqual({ title: recognitionTitle, description, code });
  });

  it('adds the site-settings hint to not-allowed on mobile', () => {
    const { description, silent } = recognitionErrorFeedback('not-allowed', mobile);
    expect(description).toBe(
      "Microphone access was denied. Allow the microphone for this site to use voice input. On a phone or tablet, open your browser's site settings, allow the microphone, then reload the page.",
    );
    expect(silent).toBeUndefined();
  });

  it('keeps no-speech silent on mobile, shown on desktop', () => {
    expect(recognitionErrorFeedback('no-speech', mobile).silent).toBe(true);
    expect(recognitionErrorFeedback('no-speech', desktop).silent).toBeUndefined();
  });

  it('keeps aborted silent everywhere', () => {
    expect(recognitionErrorFeedback('aborted', desktop).silent).toBe(true);
    expect(recognitionErrorFeedback('aborted', mobile).silent).toBe(true);
  });
});

describe('microphoneErrorFeedback (spec 8)', () => {
  it.each([
    ['NotAllowedError', 'Microphone access was denied. Allow the microphone for this site to use voice input.'],
    ['NotFoundError', 'No microphone found. Please connect a microphone.'],
    [
      'NotReadableError',
      "Your microphone is in use by another app or couldn't be started. Close the other app and try again.",
    ],
    ['AbortError', 'The microphone stopped before voice input could start. Please try again.'],
    ['SecurityError', 'Microphone error: SecurityError. Please try again.'],
  ])('%s: "%s"', (name, description) => {
    expect(microphoneErrorFeedback(new DOMException('denied', name), desktop)).toEqual({
      title: inputTitle,
      description,
      code: name,
    });
  });

  it('adds the mobile hint to a denied microphone', () => {
    expect(microphoneErrorFeedback(new DOMException('denied', 'NotAllowedError'), mobile).description).toMatch(
      /site settings/,
    );
  });

  it('names anything without a name "Error"', () => {
    expect(microphoneErrorFeedback('boom', desktop).description).toBe('Microphone error: Error. Please try again.');
  });
});

it('says which browsers support voice input', () => {
  expect(unsupportedFeedback()).toEqual({
    title: inputTitle,
    description: "Voice input isn't supported in this browser. Try Chrome, Edge or Safari.",
    code: 'unsupported',
  });
});
