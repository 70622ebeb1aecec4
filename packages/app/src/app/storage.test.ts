import { beforeEach, describe, expect, it } from 'vitest';
import {
  analyticsSessionId,
  hasRedirectAfterAuth,
  isReturnablePath,
  saveRedirectAfterAuth,
  takeRedirectAfterAuth,
} from './storage';
import { storageKeys } from './storageKeys';

beforeEach(() => sessionStorage.clear());

describe('the redirect after auth (spec 2)', () => {
  it('keeps the intended path in session storage under the redirect key', () => {
    saveRedirectAfterAuth('/forecast?day=2');
    expect(sessionStorage.getItem(storageKeys.redirectAfterAuth)).toBe('/forecast?day=2');
    expect(storageKeys.redirectAfterAuth).toBe('moonheart-redirect-after-auth');
  });

  it('can be looked at without being taken (the registration page names where it goes on)', () => {
    expect(hasRedirectAfterAuth()).toBe(false);
    saveRedirectAfterAuth('/billing');
    expect(hasRedirectAfterAuth()).toBe(true);
    expect(hasRedirectAfterAuth()).toBe(true);
    expect(takeRedirectAfterAuth()).toBe('/billing');
    expect(hasRedirectAfterAuth()).toBe(false);
    sessionStorage.setItem(storageKeys.redirectAfterAuth, '//evil.example');
    expect(hasRedirectAfterAuth()).toBe(false);
  });

  it('is read once, then gone; `/` when nothing was saved', () => {
    saveRedirectAfterAuth('/billing');
    expect(takeRedirectAfterAuth()).toBe('/billing');
    expect(takeRedirectAfterAuth()).toBe('/');
  });

  it.each(['//evil.example', 'https://evil.example/', '/auth', '/login?x=1', '/logout', '/\\evil', 'billing'])(
    'never returns to %s',
    (path) => {
      expect(isReturnablePath(path)).toBe(false);
      sessionStorage.setItem(storageKeys.redirectAfterAuth, path);
      expect(takeRedirectAfterAuth()).toBe('/');
    },
  );
});

describe('the analytics session id', () => {
  it('stays the same within a tab', () => {
    const id = analyticsSessionId();
    expect(id).not.toBe('');
    expect(analyticsSessionId()).toBe(id);
  });
});
