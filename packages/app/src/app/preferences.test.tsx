import { defaultPreferences, preferenceThemes, queryKeys, speechSpeedOptions } from '@app/contract';
import { readStoredTheme, speedOptions, storageKeys, themeAttribute, themeNames } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDisplayTime, useFormatDateTime } from './displayTime';
import { applyPreferredTheme } from './preferences';

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(themeAttribute);
});

describe('the preferences and the app', () => {
  it('offer the same themes and speeds as the components (one list each)', () => {
    expect([...preferenceThemes]).toEqual([...themeNames]);
    expect([...speechSpeedOptions]).toEqual([...speedOptions]);
  });

  it("apply a saved theme that differs from this browser's, and store it under the theme key", () => {
    localStorage.setItem(storageKeys.theme, 'light');
    applyPreferredTheme('dark-celestial');
    expect(readStoredTheme()).toBe('dark-celestial');
    expect(document.documentElement.getAttribute(themeAttribute)).toBe('dark-celestial');
  });

  it("leave this browser's theme when none was ever saved", () => {
    localStorage.setItem(storageKeys.theme, 'dark-celestial');
    applyPreferredTheme(null);
    applyPreferredTheme(undefined);
    expect(readStoredTheme()).toBe('dark-celestial');
  });

  it("write times in the zone of a signed-in user's preferences, else the browser's", () => {
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    client.setQueryData(queryKeys.user, { id: 4, username: 'core', role: 'client', subscriptionTier: 'core' });
    client.setQueryData(queryKeys.preferences, { ...defaultPreferences, timeZone: 'Asia/Tokyo' });
    expect(renderHook(() => useDisplayTime(), { wrapper }).result.current.timeZone).toBe('Asia/Tokyo');

    client.setQueryData(queryKeys.preferences, defaultPreferences);
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(renderHook(() => useDisplayTime(), { wrapper }).result.current.timeZone).toBe(browser);

    // A visitor: no preferences are read.
    client.setQueryData(queryKeys.user, null);
    client.setQueryData(queryKeys.preferences, { ...defaultPreferences, timeZone: 'Asia/Tokyo' });
    expect(renderHook(() => useDisplayTime(), { wrapper }).result.current.timeZone).toBe(browser);
  });

  it("write every page's dates on the person's clock: Tokyo's, never the server's UTC", () => {
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    client.setQueryData(queryKeys.user, { id: 4, username: 'core', role: 'client', subscriptionTier: 'core' });
    client.setQueryData(queryKeys.preferences, { ...defaultPreferences, timeZone: 'Asia/Tokyo' });
    // 23:30 UTC on the 24th is 08:30 on the 25th in Tokyo.
    const late = '2026-11-24T23:30:00Z';
    const dateTime = renderHook(() => useFormatDateTime(), { wrapper }).result.current;
    expect(dateTime(late)).toBe('Nov 25, 2026, 8:30 AM');
    expect(dateTime(new Date(late))).toBe('Nov 25, 2026, 8:30 AM');
    expect(renderHook(() => useFormatDateTime('date'), { wrapper }).result.current(late)).toBe('November 25, 2026');

    client.setQueryData(queryKeys.preferences, { ...defaultPreferences, timeZone: 'America/Los_Angeles' });
    expect(renderHook(() => useFormatDateTime(), { wrapper }).result.current(late)).toBe('Nov 24, 2026, 3:30 PM');
  });
});
