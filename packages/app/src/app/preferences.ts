import { type Preferences, preferencesQueryOptions, updatePreferencesMutationOptions } from '@app/contract';
import { readStoredTheme, setTheme, type ThemeName } from '@app/ui';
import { type QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { apiClient } from './api';
import { useCurrentUser } from './session';

/**
 * The signed-in user's preferences (`undefined` for a visitor, while they load, or when the read
 * failed: every reader then keeps its own default). One query for the whole app, fresh 5 minutes.
 */
export function usePreferences(): Preferences | undefined {
  const { user } = useCurrentUser();
  const query = useQuery({ ...preferencesQueryOptions(apiClient), enabled: Boolean(user) });
  return user ? (query.data ?? undefined) : undefined;
}

/**
 * On the server: the signed-in user's preferences go in the page's cache with the user, so times
 * are written in their zone from the first byte and hydration reads the same. A failed read leaves
 * the defaults (the browser reads them again).
 */
export async function prefetchPreferences(queryClient: QueryClient): Promise<void> {
  await queryClient.prefetchQuery(preferencesQueryOptions(apiClient));
}

/** Saves some preferences; the reply replaces the cached ones. */
export function useSavePreferences() {
  return useMutation(updatePreferencesMutationOptions(apiClient));
}

/**
 * Applies a theme saved in the preferences when it differs from this browser's (at log-in in a
 * new browser, or after a change elsewhere): `setTheme` stores it under `moonheart-theme`, and the
 * theme cookie follows the page's theme (themeCookie.ts), so the server renders it next time.
 */
export function applyPreferredTheme(theme: ThemeName | null | undefined): void {
  if (theme && theme !== readStoredTheme()) setTheme(theme);
}

/**
 * Keeps the theme and the preferences in step for a signed-in user: the saved theme is applied
 * when it arrives, and a change from the header's toggle is saved. A visitor's toggle stays local.
 */
export function usePreferredTheme(): (theme: ThemeName) => void {
  const { user } = useCurrentUser();
  const preferences = usePreferences();
  const save = useMutation(updatePreferencesMutationOptions(apiClient));
  const savedTheme = preferences?.theme;
  useEffect(() => applyPreferredTheme(savedTheme), [savedTheme]);
  const { mutate } = save;
  return useCallback(
    (theme: ThemeName) => {
      if (user) mutate({ theme });
    },
    [user, mutate],
  );
}
