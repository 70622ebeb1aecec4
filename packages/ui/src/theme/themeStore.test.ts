import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyTheme, createThemeStore, readStoredTheme, resetThemeStore, setTheme, useTheme } from './themeStore';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  resetThemeStore();
});
afterEach(() => localStorage.clear());

describe('readStoredTheme', () => {
  it('defaults to light with nothing saved (no system detection)', () => {
    expect(readStoredTheme()).toBe('light');
  });
  it('reads a saved theme from moonheart-theme', () => {
    localStorage.setItem('moonheart-theme', 'dark-celestial');
    expect(readStoredTheme()).toBe('dark-celestial');
  });
  it('ignores an unknown value', () => {
    localStorage.setItem('moonheart-theme', 'night');
    expect(readStoredTheme()).toBe('light');
  });
  it('survives storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredTheme(throwing)).toBe('light');
  });
});

describe('applyTheme', () => {
  it('adds the marker for dark-celestial and removes it for light', () => {
    applyTheme('dark-celestial');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark-celestial');
    applyTheme('light');
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });
});

describe('useTheme', () => {
  it('puts a saved theme on the page when it mounts (a reload of a page with no theme marker)', () => {
    localStorage.setItem('moonheart-theme', 'dark-celestial');
    const { result } = renderHook(() => useTheme());
    expect(result.current[0]).toBe('dark-celestial');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark-celestial');
  });
  it('leaves the page as it is when it already shows the saved theme', () => {
    localStorage.setItem('moonheart-theme', 'light');
    document.documentElement.setAttribute('data-theme', 'light');
    renderHook(() => useTheme());
    // An explicit light marker is the same theme: not rewritten.
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });
  it('persists and applies the chosen theme', () => {
    const { result } = renderHook(() => useTheme());
    expect(result.current[0]).toBe('light');
    act(() => result.current[1]('dark-celestial'));
    expect(result.current[0]).toBe('dark-celestial');
    expect(localStorage.getItem('moonheart-theme')).toBe('dark-celestial');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark-celestial');
  });
  it('shares one theme between users of the hook', () => {
    const a = renderHook(() => useTheme());
    const b = renderHook(() => useTheme());
    act(() => setTheme('dark-celestial'));
    expect(a.result.current[0]).toBe('dark-celestial');
    expect(b.result.current[0]).toBe('dark-celestial');
  });
});

describe('createThemeStore', () => {
  it('saves under its own key and leaves the default store alone', () => {
    const store = createThemeStore({ storageKey: 'acme-theme' });
    const own = renderHook(() => useTheme(store));
    const shared = renderHook(() => useTheme());
    act(() => own.result.current[1]('dark-celestial'));
    expect(localStorage.getItem('acme-theme')).toBe('dark-celestial');
    expect(localStorage.getItem('moonheart-theme')).toBeNull();
    expect(own.result.current[0]).toBe('dark-celestial');
    expect(shared.result.current[0]).toBe('light');
  });
  it('reads what was saved under its key before', () => {
    localStorage.setItem('acme-theme', 'dark-celestial');
    expect(createThemeStore({ storageKey: 'acme-theme' }).getSnapshot()).toBe('dark-celestial');
    expect(readStoredTheme()).toBe('light');
  });
  it('follows another tab through the storage event of its own key only', () => {
    const store = createThemeStore({ storageKey: 'acme-theme' });
    const { result } = renderHook(() => useTheme(store));
    act(() => {
      localStorage.setItem('moonheart-theme', 'dark-celestial');
      window.dispatchEvent(new StorageEvent('storage', { key: 'moonheart-theme' }));
    });
    expect(result.current[0]).toBe('light');
    act(() => {
      localStorage.setItem('acme-theme', 'dark-celestial');
      window.dispatchEvent(new StorageEvent('storage', { key: 'acme-theme' }));
    });
    expect(result.current[0]).toBe('dark-celestial');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark-celestial');
  });
});
