// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type ChatAudience, chatPlaceholder, chatPlaceholderKey } from './chatPlaceholder';

describe('chatPlaceholder (spec 5)', () => {
  it.each<[ChatAudience, string]>([
    [{ isLoggedIn: false }, 'Please log in to chat with Selene'],
    [{ isLoggedIn: true, isAdmin: true }, 'Ask Selene anything... (Admin access)'],
    [{ isLoggedIn: true, trialEnded: true }, 'Free trial ended. Subscribe to continue.'],
    [{ isLoggedIn: true, dailyLimitReached: true }, 'Daily limit reached. Try again tomorrow.'],
    [{ isLoggedIn: true }, 'Ask Selene anything...'],
    [{}, 'Ask Selene anything...'],
  ])('%o reads "%s"', (audience, text) => {
    expect(chatPlaceholder(audience)).toBe(text);
  });

  it('puts logged out first, then admin, then trial ended, then the daily limit', () => {
    const everything = { isAdmin: true, trialEnded: true, dailyLimitReached: true };
    expect(chatPlaceholderKey({ ...everything, isLoggedIn: false })).toBe('loggedOut');
    expect(chatPlaceholderKey({ ...everything, isLoggedIn: true })).toBe('admin');
    expect(chatPlaceholderKey({ isLoggedIn: true, trialEnded: true, dailyLimitReached: true })).toBe('trialEnded');
    expect(chatPlaceholderKey({ isLoggedIn: true, dailyLimitReached: true })).toBe('dailyLimit');
  });
});
