import { describe, expect, it } from 'vitest';
import { clearUserCache, isUserScopedKey } from './logout';
import { createQueryClient } from './queryClient';

describe('logout cache clearing (spec 7)', () => {
  it('removes the listed keys and any key with a user word in any segment, any case', () => {
    const client = createQueryClient();
    const removed = [
      ['/api/preferences'],
      ['/api/auth/me'],
      ['/api/subscriptions/status'],
      ['/api/user'],
      ['/api/user/home-synopsis'],
      ['/api/Profile'],
      ['billing', 'SUBSCRIPTION'],
      ['/api/things', 3, 'userPreferences'],
      ['settings', { scope: 'auth' }],
    ];
    const kept = [['/api/domains'], ['/api/teachings'], ['/api/stats'], ['/api/conversations', 7, 'messages']];
    for (const key of [...removed, ...kept]) client.setQueryData(key, 'cached');

    clearUserCache(client);

    const left = client
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey);
    expect(left).toEqual(kept);
  });

  it.each([
    [['/api/user'], true],
    [['/api/AUTH'], true],
    [['x', 'my-profile'], true],
    [['/api/domains'], false],
    [['/api/conversations', 1, 'messages'], false],
  ])('isUserScopedKey(%j) is %s', (key, scoped) => {
    expect(isUserScopedKey(key)).toBe(scoped);
  });
});
