import { storageKeys, themeAttribute, themeNames } from '@app/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { KeepSunSignControl } from './KeepSunSignControl';
import { keepNatalSun, natalSunStorageKey, readNatalSun } from './natalSunStore';
import {
  themeAttribute as offlineThemeAttribute,
  offlineThemeNames,
  storedTheme,
  themeStorageKey,
} from './offlineTheme';
import { keptSunSignKey, type OfflineTodayOptions, readKeptSunSign, renderOfflineToday } from './offlineToday';

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
  localStorage.clear();
});

function show(options: OfflineTodayOptions) {
  const container = document.createElement('div');
  document.body.append(container);
  const remove = renderOfflineToday(container, options);
  cleanups.push(() => {
    remove();
    container.remove();
  });
}

// The new Moon of 11 January 2024 (11:57 UTC), seen from Paris.
const newMoonMorning = new Date('2024-01-11T09:00:00Z');

describe('the offline theme', () => {
  it('reads the theme as @app/ui does: its key, attribute and names', () => {
    expect(themeStorageKey).toBe(storageKeys.theme);
    expect(offlineThemeAttribute).toBe(themeAttribute);
    expect([...offlineThemeNames].sort()).toEqual([...themeNames].sort());
    localStorage.setItem(storageKeys.theme, 'dark-celestial');
    expect(storedTheme()).toBe('dark-celestial');
    localStorage.setItem(storageKeys.theme, 'neon');
    expect(storedTheme()).toBe('light');
  });
});

describe('renderOfflineToday', () => {
  it("shows the offline status, the Moon, the Sun and the day's aspects with times in the named zone", () => {
    show({ now: newMoonMorning, timeZone: 'Europe/Paris', natalSun: null, online: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Today’s sky' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('You’re offline. Today’s sky is computed on this device.');
    expect(screen.getByRole('link', { name: 'Try again' })).toBeTruthy();
    const moon = screen.getByRole('region', { name: 'The Moon' });
    expect(within(moon).getByText('Moon in Capricorn')).toBeTruthy();
    expect(within(moon).getByText('New Moon, 0% lit')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'The Sun' })).getByText('Sun in Capricorn')).toBeTruthy();
    const aspects = screen.getByRole('region', { name: 'Today’s aspects' });
    expect(within(aspects).getByText('Exact times in your device’s time zone, Europe/Paris.')).toBeTruthy();
    const items = within(aspects)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    // 11:57 UTC is 12:57 in Paris.
    expect(items).toContain('Sun conjunction Moonexact at 12:57');
    expect(
      within(screen.getByRole('region', { name: 'Your Sun sign' })).getByText(/isn’t kept on this device/),
    ).toBeTruthy();
  });

  it('reads the Sun sign the astrology page kept on this device', () => {
    expect(keptSunSignKey).toBe(natalSunStorageKey);
    keepNatalSun('Leo');
    expect(readKeptSunSign()).toBe('Leo');
    show({ now: newMoonMorning, timeZone: 'UTC', online: false });
    expect(screen.getByText('Your Sun is in Leo.')).toBeTruthy();
  });

  it('follows the network: the status says when it is back', () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    show({ now: newMoonMorning, timeZone: 'UTC', natalSun: null });
    expect(screen.getByRole('status').textContent).toBe('You’re offline. Today’s sky is computed on this device.');
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
    window.dispatchEvent(new Event('online'));
    expect(screen.getByRole('status').textContent).toBe('You’re back online. Try again to open Moonheart.');
  });

  it('ignores a stored value that is not a sign', () => {
    localStorage.setItem(natalSunStorageKey, JSON.stringify({ sign: 'Ophiuchus' }));
    expect(readNatalSun()).toBeNull();
    expect(readKeptSunSign()).toBeNull();
    localStorage.setItem(natalSunStorageKey, 'not json');
    expect(readNatalSun()).toBeNull();
    expect(readKeptSunSign()).toBeNull();
  });
});

describe('KeepSunSignControl', () => {
  it('keeps only the Sun sign on opt-in, and forgets it', async () => {
    const user = userEvent.setup();
    render(<KeepSunSignControl sunSign="Virgo" />);
    expect(localStorage.getItem(natalSunStorageKey)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Keep my Sun sign on this device' }));
    expect(JSON.parse(localStorage.getItem(natalSunStorageKey) ?? 'null')).toEqual({ sign: 'Virgo' });
    expect(screen.getByRole('status').textContent).toBe('Your Sun sign (Virgo) is kept on this device.');
    await user.click(screen.getByRole('button', { name: 'Forget' }));
    expect(localStorage.getItem(natalSunStorageKey)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Your Sun sign is no longer kept on this device.');
    expect(screen.getByRole('button', { name: 'Keep my Sun sign on this device' })).toBeTruthy();
  });
});
