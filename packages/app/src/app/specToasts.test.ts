// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { specToasts } from './specToasts';

describe('specToasts (spec 4 and 8, word for word; "the assistant" is Selene)', () => {
  it.each([
    [
      'sessionExpired',
      specToasts.sessionExpired(),
      'Session Expired',
      'Please log in again to continue.',
      'destructive',
    ],
    [
      'connectionError',
      specToasts.connectionError(),
      'Connection Error',
      'Unable to start a conversation. Please refresh the page or try again later.',
      'destructive',
    ],
    [
      'responseStopped',
      specToasts.responseStopped(),
      'Response stopped',
      'The AI response has been cancelled.',
      'info',
    ],
    [
      'loginFailed',
      specToasts.loginFailed(),
      'Login Failed',
      'Please check your credentials and try again',
      'destructive',
    ],
    [
      'registrationFailed',
      specToasts.registrationFailed(),
      'Registration Failed',
      'Registration failed',
      'destructive',
    ],
    [
      'feedbackError',
      specToasts.feedbackError(),
      'Feedback Error',
      'Unable to submit feedback. Please try again.',
      'destructive',
    ],
    [
      'loadingData',
      specToasts.loadingData(),
      'Loading Data',
      'Please wait for your daily planner to load before asking Selene.',
      'destructive',
    ],
    [
      'askError',
      specToasts.askError(),
      'Error',
      'There was an issue connecting to Selene. Please try again.',
      'destructive',
    ],
    ['questionSent', specToasts.questionSent(), 'Question Sent to Selene', undefined, 'success'],
    [
      'knowledgeLoadError',
      specToasts.knowledgeLoadError(),
      'Error',
      'Failed to load knowledge data. Please try again.',
      'destructive',
    ],
    ['teachingUploadError', specToasts.teachingUploadError(), 'Error', 'Failed to upload teaching', 'destructive'],
    ['loggedOutLocally', specToasts.loggedOutLocally(), 'Logged out locally', undefined, 'destructive'],
    [
      'voiceRecognitionError',
      specToasts.voiceRecognitionError('No speech detected. Please speak clearly and try again.'),
      'Voice Recognition Error',
      'No speech detected. Please speak clearly and try again.',
      'destructive',
    ],
    [
      'voiceInputError',
      specToasts.voiceInputError('No microphone found. Please connect a microphone.'),
      'Voice Input Error',
      'No microphone found. Please connect a microphone.',
      'destructive',
    ],
  ])('%s', (_name, toast, title, description, variant) => {
    expect(toast.title).toBe(title);
    expect(toast.description).toBe(description);
    expect(toast.variant).toBe(variant);
    expect(toast.duration).toBeUndefined();
  });

  it('Daily Limit Reached lasts 6 s and prefers the server message', () => {
    expect(specToasts.dailyLimitReached()).toEqual({
      title: 'Daily Limit Reached',
      description: 'You can only send one message per day to Selene. Please try again tomorrow.',
      variant: 'destructive',
      duration: 6000,
    });
    expect(specToasts.dailyLimitReached('Free tier: 1 prompt per day.').description).toBe(
      'Free tier: 1 prompt per day.',
    );
    expect(specToasts.dailyLimitReached('  ').description).toMatch(/^You can only send one message per day/);
  });

  it('Subscription Required fills the spec template', () => {
    expect(specToasts.subscriptionRequired(['advanced', 'elite'], 'core')).toEqual({
      title: 'Subscription Required',
      description: 'This feature requires a advanced or elite subscription or higher. Your current tier: core',
      variant: 'destructive',
    });
    expect(specToasts.subscriptionRequired('core', null).description).toBe(
      'This feature requires a core subscription or higher. Your current tier: none',
    );
  });

  it('Login and Registration failures take the server message', () => {
    expect(specToasts.loginFailed('Invalid username or password').description).toBe('Invalid username or password');
    expect(specToasts.registrationFailed('Username already taken').description).toBe('Username already taken');
  });
});
