import { useCallback, useSyncExternalStore } from 'react';
import { storageKeys } from '../brand';
import { defaultTheme, isThemeName, type ThemeName, themeAttribute } from './themes';

/** Reads the saved theme; anything missing, unknown or unreadable means the default. */
export function readStoredTheme(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): ThemeName {
  try {
    const saved = storage?.getItem(storageKeys.theme);
    return isThemeName(saved) ? saved : defaultTheme;
  } catch {
    return defaultTheme;
  }
}

/** Marks the document root for `dark-celestial`; the default theme carries no marker. */
export function applyTheme(theme: ThemeName, root: HTMLElement | undefined = globalThis.document?.documentElement) {
  if (!root) return;
  if (theme === defaultTheme) root.removeAttribute(themeAttribute);
  else root.setAttribute(themeAttribute, theme);
}

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can throw (privacy modes, sandboxed frames); the theme then lives for the page only.
    return undefined;
  }
}

const listeners = new Set<() => void>();
let current: ThemeName | undefined;

function getSnapshot(): ThemeName {
  current ??= readStoredTheme();
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // Another tab changed the theme: follow it.
    if (event.key === storageKeys.theme) {
      current = readStoredTheme();
      applyTheme(current);
      listener();
    }
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** Saves and applies a theme, and tells every `useTheme` user. */
export function setTheme(theme: ThemeName) {
  current = theme;
  applyTheme(theme);
  try {
    safeStorage()?.setItem(storageKeys.theme, theme);
  } catch {
    // Quota or privacy errors: the choice still applies to this page.
  }
  for (const listener of listeners) listener();
}

/** Forgets the in-memory theme so the next read comes from storage (tests, log-out). */
export function resetThemeStore() {
  current = undefined;
}

/** The saved theme and a setter that persists it under `moonheart-theme`. */
export function useTheme(): [ThemeName, (theme: ThemeName) => void] {
  const theme = useSyncExternalStore(subscribe, getSnapshot, () => defaultTheme);
  return [theme, useCallback((next: ThemeName) => setTheme(next), [])];
}
