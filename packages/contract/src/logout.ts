import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Spec 7: the keys removed on logout by name. */
export const logoutKeys = [['/api/preferences'], ['/api/auth/me'], ['/api/subscriptions/status']] as const;

/** Spec 7: any key with a segment containing one of these words (any case) is removed on logout too. */
export const userScopedWords = ['subscription', 'profile', 'user', 'preferences', 'auth'] as const;

const userScopedPattern = new RegExp(userScopedWords.join('|'), 'i');

function segmentText(segment: unknown): string {
  if (typeof segment === 'string') return segment;
  if (segment !== null && typeof segment === 'object') return JSON.stringify(segment) ?? '';
  return String(segment);
}

/** True when a query key holds user data (spec 7's rule). */
export function isUserScopedKey(queryKey: QueryKey): boolean {
  return queryKey.some((segment) => userScopedPattern.test(segmentText(segment)));
}

/** Removes every cached query holding user data (spec 7, logout). */
export function clearUserCache(queryClient: QueryClient): void {
  for (const queryKey of logoutKeys) queryClient.removeQueries({ queryKey });
  queryClient.removeQueries({ predicate: (query) => isUserScopedKey(query.queryKey) });
}
