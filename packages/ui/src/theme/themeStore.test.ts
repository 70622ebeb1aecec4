import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyTheme, readStoredTheme, resetThemeStore, setTheme, useTheme } from './themeStore';

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
